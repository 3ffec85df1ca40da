import { useContext, useEffect } from 'react'
import { type PageMeta, PageMetaContext } from './page-meta-context'

function upsertHeadElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector)
  if (existing) return existing
  const element = create()
  document.head.appendChild(element)
  return element
}

function upsertMeta(attribute: 'name' | 'property', key: string, content: string): void {
  const meta = upsertHeadElement(`meta[${attribute}="${key}"]`, () => {
    const element = document.createElement('meta')
    element.setAttribute(attribute, key)
    return element
  })
  meta.content = content
}

export function usePageMeta(meta: PageMeta): void {
  const collector = useContext(PageMetaContext)
  if (collector) collector.meta = meta // prerendering: no effects run on the server

  const { title, description, canonicalPath, ogImage, jsonLd } = meta
  useEffect(() => {
    document.title = title
    upsertMeta('property', 'og:title', title)
  }, [title])

  useEffect(() => {
    if (!description) return
    upsertMeta('name', 'description', description)
    upsertMeta('property', 'og:description', description)
  }, [description])

  useEffect(() => {
    if (ogImage) upsertMeta('property', 'og:image', new URL(ogImage, window.location.origin).toString())
  }, [ogImage])

  // A page without a canonical URL or structured data of its own clears the previous page's,
  // which may have come with the prerendered HTML rather than from a usePageMeta cleanup.
  useEffect(() => {
    if (!canonicalPath) {
      document.head.querySelector('link[rel="canonical"]')?.remove()
      return
    }
    const link = upsertHeadElement<HTMLLinkElement>('link[rel="canonical"]', () => {
      const element = document.createElement('link')
      element.rel = 'canonical'
      return element
    })
    link.href = new URL(canonicalPath, window.location.origin).toString()
    upsertMeta('property', 'og:url', link.href)
    // Other pages have no canonical of their own; leaving this one behind would mislabel them.
    return () => link.remove()
  }, [canonicalPath])

  const jsonLdText = jsonLd ? JSON.stringify(jsonLd) : ''
  useEffect(() => {
    // Prerendered pages already carry this script; replace it rather than duplicate it.
    document.head.querySelectorAll('script[data-page-jsonld]').forEach((el) => el.remove())
    if (!jsonLdText) return
    const script = document.createElement('script')
    script.type = 'application/ld+json'
    script.dataset.pageJsonld = 'true'
    script.text = jsonLdText
    document.head.appendChild(script)
    return () => script.remove()
  }, [jsonLdText])
}
