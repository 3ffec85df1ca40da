import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/testing/render-app'
import { AboutPage } from './AboutPage'

describe('AboutPage', { timeout: 20_000 }, () => {
  it('has the hero, a checklist, three values and CTAs to /contact and /services', () => {
    renderWithRouter(<AboutPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'What you can count on' })).toBeInTheDocument()
    const values = screen.getByRole('region', { name: 'Our Values' })
    expect(within(values).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Clarity',
      'Trust',
      'Progress',
    ])
    expect(screen.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact')
    expect(screen.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services')
  })
})
