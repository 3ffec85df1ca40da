import type { MouseEvent } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { followInAppLink } from './follow-in-app-link'

function clickOn(attributes: Record<string, string>, init: Partial<MouseEvent<HTMLElement>> = {}) {
  const region = document.body.appendChild(document.createElement('div'))
  const link = region.appendChild(document.createElement('a'))
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value)
  const label = link.appendChild(document.createElement('span'))
  const event = {
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    target: label,
    currentTarget: region,
    preventDefault: vi.fn(),
    ...init,
  } as unknown as MouseEvent<HTMLElement>
  const navigate = vi.fn()
  followInAppLink(event, navigate)
  return { navigate, prevented: vi.mocked(event.preventDefault).mock.calls.length > 0 }
}

describe('followInAppLink', () => {
  it('follows a same-origin link inside the app, keeping its query and fragment', () => {
    const { navigate, prevented } = clickOn({ href: '/plans/growth?from=home#faq' })
    expect(prevented).toBe(true)
    expect(navigate).toHaveBeenCalledWith('/plans/growth?from=home#faq', { replace: false })
  })

  it('replaces the entry for a link to the current address, as <Link> does', () => {
    const { navigate } = clickOn({ href: window.location.pathname })
    expect(navigate).toHaveBeenCalledWith(window.location.pathname, { replace: true })
  })

  it.each([
    ['another origin', { href: 'https://reviews.example.com/x' }, {}],
    ['a new tab', { href: '/contact', target: '_blank' }, {}],
    ['a download', { href: '/api/guide/download', download: '' }, {}],
    ['an in-page anchor', { href: '#how-we-work' }, {}],
    ['a ctrl-click', { href: '/contact' }, { ctrlKey: true }],
    ['a middle click', { href: '/contact' }, { button: 1 }],
    ['a click already handled', { href: '/contact' }, { defaultPrevented: true }],
  ])('leaves %s to the browser', (_, attributes, init) => {
    const { navigate, prevented } = clickOn(attributes, init)
    expect(navigate).not.toHaveBeenCalled()
    expect(prevented).toBe(false)
  })

  it('ignores clicks that are not on a link', () => {
    const region = document.createElement('div')
    const navigate = vi.fn()
    const event = { button: 0, target: region, currentTarget: region, preventDefault: vi.fn() }
    followInAppLink(event as unknown as MouseEvent<HTMLElement>, navigate)
    expect(navigate).not.toHaveBeenCalled()
  })
})
