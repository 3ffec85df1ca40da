import { describe, expect, it } from 'vitest'
import { publicDetailPlaceholders, readPublicDetails } from './public-details'
import { site } from './site'

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page')
  if (json !== null) {
    const element = doc.createElement('script')
    element.type = 'application/json'
    element.id = 'public-details'
    element.textContent = json
    doc.head.append(element)
  }
  return doc
}

describe('public details', () => {
  const retention = {
    leads: '6 months',
    spam: '7 days',
    emailCopies: '3 months',
    unconfirmedSignups: '14 days',
    auditLog: '36 months',
    jobHistory: '10 days',
    analyticsTotals: '13 months',
    newsletterDeliveries: '6 months',
  }

  it('reads the contact address, company name, BOOKING_URL and retention periods the server put in the page', () => {
    const details = { contactEmail: 'team@another.example', companyName: 'Smith & Co <Ltd>', bookingUrl: '', retention }
    expect(readPublicDetails(pageWith(JSON.stringify(details)))).toEqual(details)
    const { bookingUrl: _none, ...older } = details // a server from before BOOKING_URL: our /book
    expect(readPublicDetails(pageWith(JSON.stringify(older)))).toEqual(details)
  })

  it.each([
    ['no element', null],
    ['not JSON', '{contactEmail:'],
    ['the wrong shape', JSON.stringify({ contactEmail: 42, companyName: 'X' })],
    ['null', 'null'],
    ['no retention periods (an older server)', JSON.stringify({ contactEmail: 'a@b.example', companyName: 'X' })],
  ])('falls back to the placeholders the server fills in when the page has %s', (_, json) => {
    // A placeholder booking link would lead nowhere: such a page books on our own /book.
    expect(readPublicDetails(pageWith(json))).toEqual({ ...publicDetailPlaceholders, bookingUrl: '' })
  })

  it('uses the placeholders with no document at all (the prerender)', () => {
    expect(readPublicDetails(undefined)).toMatchObject({ contactEmail: '%CONTACT_EMAIL%', companyName: '%COMPANY_NAME%' })
    expect(readPublicDetails(undefined).retention.leads).toBe('%RETENTION_LEADS%')
  })

  it("is where the site's contact address and name come from: no copy of their own", () => {
    // setup-tests.ts puts the server's defaults in the page, as the server does.
    expect(site.contactEmail).toBe('hello@example.co.uk')
    expect(site.brandName).toBe('AI Consultancy')
  })
})
