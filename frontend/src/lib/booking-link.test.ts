import { describe, expect, it } from 'vitest'
import { readPublicDetails } from '@/content/public-details'
import { bookingLinkParts, finderBookingSearch, quizBookingSearch } from './booking-link'
import { readBookingOrigin } from './booking-origin'

const RUN = '0f8b6c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b'

function documentWith(details: object): Document {
  const doc = document.implementation.createHTMLDocument()
  const element = doc.createElement('script')
  element.type = 'application/json'
  element.id = 'public-details'
  element.textContent = JSON.stringify(details)
  doc.head.append(element)
  return doc
}

const retention = {
  leads: '24 months',
  spam: '30 days',
  emailCopies: '90 days',
  unconfirmedSignups: '30 days',
  auditLog: '12 months',
  jobHistory: '30 days',
  analyticsTotals: '25 months',
  newsletterDeliveries: '24 months',
}

describe('where "Book a Call" goes (BOOKING_URL)', () => {
  it('unset: our own /book in this tab, with what the page knows', () => {
    expect(bookingLinkParts('')).toEqual({ href: '/book', target: '_self', newTabNote: '', external: false })
    expect(bookingLinkParts('', finderBookingSearch(RUN)).href).toBe(`/book?from=${RUN}`)
    expect(bookingLinkParts('', quizBookingSearch('growth')).href).toBe('/book?plan=growth&from=quiz')
  })

  it('set: that scheduler in a new tab, saying so to screen readers', () => {
    expect(bookingLinkParts('https://cal.example/us', '?from=x')).toEqual({
      href: 'https://cal.example/us',
      target: '_blank',
      newTabNote: ' (opens in a new tab)',
      external: true,
    })
  })

  it('prerendered: the server’s placeholders, which web/public_details.py fills in', () => {
    expect(bookingLinkParts('%BOOKING_URL%')).toMatchObject({
      href: '%BOOKING_HREF%',
      target: '%BOOKING_TARGET%',
      newTabNote: '%BOOKING_NEW_TAB%',
    })
  })

  it('reads the setting from the details the server put in the page', () => {
    const base = { contactEmail: 'a@b.example', companyName: 'Co', retention }
    expect(readPublicDetails(documentWith({ ...base, bookingUrl: 'https://cal.example/us' })).bookingUrl).toBe(
      'https://cal.example/us',
    )
    expect(readPublicDetails(documentWith({ ...base, bookingUrl: '' })).bookingUrl).toBe('')
    // The dev server's page has no details: our own page. The prerender (no document): placeholders.
    expect(readPublicDetails(document.implementation.createHTMLDocument()).bookingUrl).toBe('')
    expect(readPublicDetails(undefined).bookingUrl).toBe('%BOOKING_URL%')
  })

  it('takes only a run id or a quiz plan from /book’s address', () => {
    expect(readBookingOrigin(new URLSearchParams(`from=${RUN}`))).toEqual({ finderRun: RUN })
    expect(readBookingOrigin(new URLSearchParams('plan=growth&from=quiz'))).toEqual({ plan: 'growth' })
    expect(readBookingOrigin(new URLSearchParams('plan=platinum&from=quiz'))).toEqual({})
    expect(readBookingOrigin(new URLSearchParams('from=<script>'))).toEqual({})
  })
})
