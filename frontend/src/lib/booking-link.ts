// Where a booking call to action goes (issue 34): BOOKING_URL, read by the server when it
// serves a page (web/public_details.py). Empty, the default: our own /book in this tab,
// carrying what the page knows (?from=<finder run>, ?plan=<key>&from=quiz). Set: that external
// scheduler, in a new tab. The prerender runs without the setting, so it writes the server's
// placeholders, which the server fills with exactly what this gives for the configured value.
// In every page's first chunk (the header's "Book a Call"), so it imports no content: reading
// /book's address is ./booking-origin's.

import type { PlanKey } from '@/content/plans'

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
