import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '@/testing/render-app'
import { adminRoutes } from './admin-routes'
import { withAdminRoutes } from './full-route-table'
import { routes } from './routes'

describe('route table', () => {
  it.each([
    ['/', 'AI Training & Strategic Consulting - Without the Hype'],
    ['/services', 'Practical AI Services Designed for Real-World Businesses'],
    ['/contact', 'Get in Touch'],
    ['/ai-tool-finder', 'Find the Perfect AI Tools for Your Business'],
    ['/find-your-fit', 'Find the Right AI-Powered Plan for Your Business'],
    ['/compare-plans', 'Compare Our Done-for-You Plans'],
    ['/services/some-unknown-service', 'Oops! Page not found'],
    ['/plans/growth', 'Growth Plan'],
  ])('renders %s with its main heading inside the shell', async (path, heading) => {
    renderRoutes(routes, { initialEntries: [path] })
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('main')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })

  it.each([
    ['/smart-automation-guide', '5 Smart Ways to Automate Without Hiring'],
    ['/admin/login', 'Admin Login'],
  ])('renders %s outside the shared layout', async (path, heading) => {
    renderRoutes(withAdminRoutes(routes, adminRoutes), { initialEntries: [path] })
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
  })

  it('replaces /form-test with /ai-tool-finder', async () => {
    const { router } = renderRoutes(routes, { initialEntries: ['/', '/form-test'] })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find the Perfect AI Tools for Your Business' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/ai-tool-finder')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('sets the document title per page', async () => {
    renderRoutes(routes, { initialEntries: ['/aim-framework'] })
    await waitFor(() => expect(document.title).toBe('AIM Framework'))
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/aim-framework`,
    )
  })

  it('renders the footer columns and legal links', async () => {
    renderRoutes(routes, { initialEntries: ['/about'] })
    await screen.findByRole('heading', { level: 1, name: 'About Us' })
    const footer = screen.getByRole('contentinfo')
    expect(footer).toHaveTextContent('Trusted by growing businesses across the UK.')
    expect(footer).toHaveTextContent(String(new Date().getFullYear()))
    for (const href of ['/privacy-policy', '/terms-of-service', '/cookie-notice']) {
      expect(footer.querySelector(`a[href="${href}"]`)).not.toBeNull()
    }
    expect(footer.querySelector('a[href^="mailto:"]')).not.toBeNull()
  })
})
