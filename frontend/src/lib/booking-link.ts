// Where a booking call to action goes (issue 34): BOOKING_URL, read by the server when it
// serves a page (web/public_details.py). Empty, the default: our own /book in this tab,
// carrying what the page knows (?from=<finder run>, ?plan=<key>&from=quiz). Set: that external
// scheduler, in a new tab. The prerender runs without the setting, so it writes the server's
// placeholders, which the server fills with exactly what this gives for the configured value.

import { planKeys, type PlanKey } from '@/content/plans'
import { RUN_ID } from './finder-enquiry'

export const BOOKING_PATH = '/book'
export const BOOKING_URL_PLACEHOLDER = '%BOOKING_URL%'
const NEW_TAB_NOTE = ' (opens in a new tab)'

export type BookingLinkParts = {
  href: string
  target: string
  // Text for screen readers after the link's own: says when it opens a new tab.
  newTabNote: string
  external: boolean
}

export function bookingLinkParts(bookingUrl: string, search = ''): BookingLinkParts {
  if (bookingUrl === BOOKING_URL_PLACEHOLDER) {
    return { href: '%BOOKING_HREF%', target: '%BOOKING_TARGET%', newTabNote: '%BOOKING_NEW_TAB%', external: false }
  }
  if (!bookingUrl) return { href: BOOKING_PATH + search, target: '_self', newTabNote: '', external: false }
  return { href: bookingUrl, target: '_blank', newTabNote: NEW_TAB_NOTE, external: true }
}

// What the finder's and the quiz's results add to /book, so the booking form is pre-filled
// and sales see what the visitor was recommended.
export function finderBookingSearch(runId: string): string {
  return `?${new URLSearchParams({ from: runId }).toString()}`
}

export function quizBookingSearch(plan: PlanKey): string {
  return `?${new URLSearchParams({ plan, from: 'quiz' }).toString()}`
}

export type BookingOrigin = { finderRun?: string; plan?: PlanKey }

// /book's query as sent with a booking (finder_run, plan): only a run id of a run's shape or a
// plan the site offers; anything else (an old link, a hand-made address) is ignored.
export function readBookingOrigin(params: URLSearchParams): BookingOrigin {
  const from = params.get('from') ?? ''
  if (RUN_ID.test(from)) return { finderRun: from }
  const plan = planKeys.find((key) => key === params.get('plan'))
  return plan && from === 'quiz' ? { plan } : {}
}
