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
  it('reads the contact address and company name the server put in the page', () => {
    const doc = pageWith(JSON.stringify({ contactEmail: 'team@another.example', companyName: 'Smith & Co <Ltd>' }))
    expect(readPublicDetails(doc)).toEqual({ contactEmail: 'team@another.example', companyName: 'Smith & Co <Ltd>' })
  })

  it.each([
    ['no element', null],
    ['not JSON', '{contactEmail:'],
    ['the wrong shape', JSON.stringify({ contactEmail: 42, companyName: 'X' })],
    ['null', 'null'],
  ])('falls back to the placeholders the server fills in when the page has %s', (_, json) => {
    expect(readPublicDetails(pageWith(json))).toEqual(publicDetailPlaceholders)
  })

  it('uses the placeholders with no document at all (the prerender)', () => {
    expect(readPublicDetails(undefined)).toEqual({ contactEmail: '%CONTACT_EMAIL%', companyName: '%COMPANY_NAME%' })
  })

  it("is where the site's contact address and name come from: no copy of their own", () => {
    // setup-tests.ts puts the server's defaults in the page, as the server does.
    expect(site.contactEmail).toBe('hello@example.co.uk')
    expect(site.brandName).toBe('AI Consultancy')
  })
})
