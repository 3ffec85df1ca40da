import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/testing/render-app'
import { BookingLink } from './BookingLink'

// BOOKING_URL set: the server's details carry the scheduler's address.
vi.mock('@/content/public-details', async (original) => {
  const actual = await original<typeof import('@/content/public-details')>()
  return { ...actual, publicDetails: { ...actual.publicDetails, bookingUrl: 'https://cal.example/ours' } }
})

describe('BookingLink with BOOKING_URL set', () => {
  it('opens the external scheduler in a new tab, without the run, and says so', async () => {
    const onClick = vi.fn()
    const { user, router } = renderWithRouter(
      <BookingLink search="?from=abc" onClick={onClick}>
        Book a Call
      </BookingLink>,
    )
    const link = screen.getByRole('link', { name: /^Book a Call\s*\(opens in a new tab\)$/ })
    expect(link).toHaveAttribute('href', 'https://cal.example/ours')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    link.addEventListener('click', (event) => event.preventDefault()) // jsdom can't open tabs
    await user.click(link)
    expect(onClick).toHaveBeenCalledOnce() // the funnel's "cta" step still counts
    expect(router.state.location.pathname).toBe('/') // not followed inside the app
  })
})
