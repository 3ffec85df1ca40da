import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { site } from '@/content/site'
import { NeedsJavaScriptNote } from './NeedsJavaScriptNote'

// The note only shows without JavaScript, so what matters is the HTML it is served as.
describe('NeedsJavaScriptNote', () => {
  it('is a <noscript> line saying JavaScript is needed to send the form, with the contact address', () => {
    const html = renderToStaticMarkup(<NeedsJavaScriptNote />)
    expect(html.startsWith('<noscript><p')).toBe(true)
    expect(html.endsWith('</p></noscript>')).toBe(true)
    expect(html).toContain('JavaScript is needed to send this form, and it is turned off in your browser.')
    expect(html).toContain(`email us at <a href="mailto:${site.contactEmail}"`)
    expect(html).toContain(`>${site.contactEmail}</a>`)
  })

  it('names what else needs it', () => {
    expect(renderToStaticMarkup(<NeedsJavaScriptNote action="take the quiz" />)).toContain(
      'JavaScript is needed to take the quiz,',
    )
  })
})
