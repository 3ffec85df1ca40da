import { render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PageMeta } from './page-meta-context'
import { usePageMeta } from './use-page-meta'

function Page(meta: PageMeta) {
  usePageMeta(meta)
  return null
}

// What a prerendered page's HTML arrives with (scripts/prerender.mjs).
function prerenderedHead() {
  document.head.innerHTML =
    '<link rel="canonical" href="https://site.example/">' +
    '<script type="application/ld+json" data-page-jsonld="true">{"@type":"Organization"}</script>'
}

const canonical = () => document.head.querySelector('link[rel="canonical"]')
const jsonLd = () => document.head.querySelectorAll('script[data-page-jsonld]')

describe('usePageMeta', () => {
  afterEach(() => {
    document.head.innerHTML = ''
  })

  it("replaces the prerendered head's canonical URL and structured data with the page's own", () => {
    prerenderedHead()
    render(<Page title="Plans" canonicalPath="/plans/growth" jsonLd={{ '@type': 'FAQPage' }} />)
    expect(canonical()).toHaveAttribute('href', `${window.location.origin}/plans/growth`)
    expect(jsonLd()).toHaveLength(1)
    expect(jsonLd()[0]?.textContent).toBe('{"@type":"FAQPage"}')
  })

  it('clears a canonical URL and structured data that no page states any more', () => {
    // A prerendered page whose own component never ran usePageMeta (see PrerenderedHtml)
    // leaves its head behind; the next page must not inherit it.
    prerenderedHead()
    render(<Page title="About" />)
    expect(document.title).toBe('About')
    expect(canonical()).toBeNull()
    expect(jsonLd()).toHaveLength(0)
  })

  it('removes what it added when the page goes', () => {
    const { unmount } = render(<Page title="Home" canonicalPath="/" jsonLd={{ '@type': 'Organization' }} />)
    expect(canonical()).not.toBeNull()
    unmount()
    expect(canonical()).toBeNull()
    expect(jsonLd()).toHaveLength(0)
  })
})
