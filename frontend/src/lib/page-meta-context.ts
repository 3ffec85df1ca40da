import { createContext } from 'react'

export type PageMeta = {
  title: string
  description?: string
  // Path only; the origin comes from the page so previews and production agree.
  canonicalPath?: string
  ogImage?: string
  // Structured data (schema.org), e.g. Organization on Home or FAQPage where a page has an FAQ.
  jsonLd?: object | object[]
}

// Filled during build-time prerendering so the served HTML carries each page's own head;
// null in the browser, where the hook updates document.head instead.
export type PageMetaCollector = { meta: PageMeta | null }

export const PageMetaContext = createContext<PageMetaCollector | null>(null)
