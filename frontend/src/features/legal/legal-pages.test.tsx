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
    expect(text()).toContain('Last updated 3 June 2025')
    expect(text()).toContain('reviewed 3 May 2025')
    expect(text()).toContain('role-based access control')
    expect(text()).toContain('two-factor authentication (2FA)')
    expect(screen.getByRole('link', { name: 'Cookie Notice' })).toHaveAttribute('href', '/cookie-notice')
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

  it('cookie notice: date and the four cookie categories', () => {
    renderWithRouter(<CookieNoticePage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Notice' })).toBeInTheDocument()
    expect(text()).toContain('Last updated 3 May 2025')
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
