import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/testing/render-app'
import { CookieNoticePage } from './CookieNoticePage'
import { PrivacyPolicyPage } from './PrivacyPolicyPage'
import { TermsOfServicePage } from './TermsOfServicePage'

function text() {
  return screen.getByRole('article').textContent ?? ''
}

describe('legal pages', { timeout: 20_000 }, () => {
  it('privacy policy: dates, access control and 2FA, link to the cookie notice', () => {
    renderWithRouter(<PrivacyPolicyPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument()
    expect(text()).toContain('Last updated 27 November 2026')
    expect(text()).toContain('reviewed 27 November 2026')
    // Issue 27: what is counted, without cookies, and for how long.
    expect(text()).toContain('collected without cookies and cannot identify you')
    expect(text()).toContain('never which answer you chose')
    expect(text()).toContain('Daily visit totals (counts, never people): 25 months.')
    // Issue 28: the retention schedule, in the periods the server's settings put in the page.
    expect(text()).toContain('sign-up forms and our notes about them: 24 months after our last contact')
    expect(text()).toContain('Messages our spam filters caught: 30 days.')
    expect(text()).toContain('any report attached: 12 months')
    expect(text()).toContain('Newsletter sign-ups you never confirmed: 30 days.')
    expect(text()).toContain('until you unsubscribe')
    expect(text()).toContain('The public website sets no cookies and stores nothing on your device')
    expect(text()).toContain('role-based access control')
    expect(text()).toContain('two-factor authentication (2FA)')
    for (const link of screen.getAllByRole('link', { name: 'Cookie Notice' })) {
      expect(link).toHaveAttribute('href', '/cookie-notice')
    }
  })

  it('terms of service: every stated legal term and a link to the privacy policy', () => {
    renderWithRouter(<TermsOfServicePage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument()
    const terms = text()
    for (const phrase of [
      'Last updated 3 May 2025',
      '7-day satisfaction guarantee',
      'Most digital products',
      'consulting are considered case by case',
      'pounds sterling (GBP) plus VAT',
      'billed monthly',
      'cancel at any time',
      'stays active until the end of the billing cycle',
      'at least 18 years old',
      'capped at the amount you paid us in the 12 months',
      'law of England and Wales',
      'role-based access control',
      '2FA',
    ]) {
      expect(terms).toContain(phrase)
    }
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy')
  })

  it('cookie notice: date, the four cookie categories, and visits counted without cookies', () => {
    renderWithRouter(<CookieNoticePage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Notice' })).toBeInTheDocument()
    expect(text()).toContain('Last updated 27 November 2026')
    const counting = screen.getByRole('region', { name: 'How we count visits without cookies' })
    for (const phrase of [
      // What is counted: page, step, source host, UTM, device class, as daily totals.
      'The page and the step',
      'The name of the website that linked you to us, such as www.linkedin.com',
      'utm_source, utm_medium and utm_campaign',
      'mobile or desktop',
      'daily total',
      // What is not: no cookie or storage, no IP, user agent or email, nothing to follow a person.
      'keeps nothing in your browser, and reads nothing stored there',
      'Your IP address, your browser’s or device’s details (beyond mobile or desktop), your name or your email address',
      'Anything that could follow you',
      'kept for 25 months',
      'Global Privacy Control or Do Not Track',
      'shows no cookie banner',
    ]) {
      expect(counting).toHaveTextContent(phrase)
    }
    expect(text()).toContain('Visitors to the public website get none.')
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining([
        'Essential cookies',
        'Performance and analytics cookies',
        'Functionality cookies',
        'Marketing and tracking cookies',
      ]),
    )
  })
})
