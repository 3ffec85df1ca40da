import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { routes } from '@/app/routes'
import { renderRoutes } from '@/testing/render-app'

describe('NotFoundPage', () => {
  it('shows the 404 page inside the site shell and logs the unknown path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderRoutes(routes, { initialEntries: ['/no/such/page'] })

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument()
    expect(screen.getByText('404')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    // The log comes from an effect, which may run just after the heading appears.
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.any(String), '/no/such/page'))
  })
})
