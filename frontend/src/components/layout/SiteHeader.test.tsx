import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/testing/render-app'
import { SiteHeader } from './SiteHeader'

describe('SiteHeader', () => {
  it('lists the spec nav links and marks the current page', async () => {
    renderWithRouter(<SiteHeader />, { initialEntries: ['/explore-training'] })

    const nav = await screen.findByRole('navigation', { name: 'Main' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['How We Work', '/aim-framework'],
      ['Explore Training', '/explore-training'],
      ['Customised AI Solutions', '/services/custom-projects'],
      ['About Us', '/about'],
      ['Contact', '/contact'],
    ])
    expect(within(nav).getByRole('link', { name: 'Explore Training' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  })

  it('opens our own booking page (BOOKING_URL unset)', async () => {
    renderWithRouter(<SiteHeader />)
    const book = await screen.findByRole('link', { name: /Book a Call/ })
    expect(book).toHaveAttribute('href', '/book')
    expect(book).toHaveAttribute('target', '_self')
    expect(book.getAttribute('rel')).toContain('noopener')
  })

  it('opens the mobile menu with Toggle Menu and closes it with Close', async () => {
    const { user } = renderWithRouter(<SiteHeader />)
    const toggle = await screen.findByRole('button', { name: 'Toggle Menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(toggle)
    const dialog = await screen.findByRole('dialog')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveAttribute('aria-controls', dialog.id)
    expect(within(dialog).getAllByRole('link', { name: /./ }).map((link) => link.textContent)).toContain(
      'About Us',
    )
    const close = within(dialog).getByRole('button', { name: 'Close' })
    expect(close).toHaveFocus()

    await user.click(close)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  it('closes the mobile menu on Escape', async () => {
    const { user } = renderWithRouter(<SiteHeader />)
    await user.click(await screen.findByRole('button', { name: 'Toggle Menu' }))
    expect(await screen.findByRole('dialog')).toBeInTheDocument()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Toggle Menu' })).toHaveFocus()
  })

  it('keeps Tab inside the open menu', async () => {
    const { user } = renderWithRouter(<SiteHeader />)
    await user.click(await screen.findByRole('button', { name: 'Toggle Menu' }))
    const dialog = await screen.findByRole('dialog')

    await user.tab({ shift: true })
    expect(within(dialog).getByRole('link', { name: /Book a Call/ })).toHaveFocus()
    await user.tab()
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()
  })

  it('closes the mobile menu after following a link', async () => {
    const { user, router } = renderWithRouter(<SiteHeader />)
    await user.click(await screen.findByRole('button', { name: 'Toggle Menu' }))

    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'About Us' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/about')
  })
})
