// @vitest-environment node
// The pages are prerendered at build time with react-dom/server, where there is
// no window or document: each must render, deterministically, and hand its head
// (title, description, canonical) to the prerenderer.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { serviceSlugs } from '@/content/service-records'
import { HomePage } from '@/features/home/HomePage'
import { ExploreTrainingPage } from '@/features/training/ExploreTrainingPage'
import { type PageMetaCollector, PageMetaContext } from '@/lib/page-meta-context'
import { AiAuditPage } from './AiAuditPage'
import { CustomProjectsPage } from './CustomProjectsPage'
import { ServiceDetailPage } from './ServiceDetailPage'
import { ServicesPage } from './ServicesPage'
import { StarterKitPage } from './StarterKitPage'
import { TeamTrainingPage } from './TeamTrainingPage'

const pages: [string, string, ComponentType][] = [
  ['/', '/', HomePage],
  ['/services', '/services', ServicesPage],
  ['/services/custom-projects', '/services/custom-projects', CustomProjectsPage],
  ['/services/ai-audit', '/services/ai-audit', AiAuditPage],
  ['/services/training', '/services/training', TeamTrainingPage],
  ['/services/starter-kit', '/services/starter-kit', StarterKitPage],
  ['/explore-training', '/explore-training', ExploreTrainingPage],
  ...serviceSlugs.map((slug): [string, string, ComponentType] => [
    '/services/:slug',
    `/services/${slug}`,
    ServiceDetailPage,
  ]),
  ['/services/:slug', '/services/not-a-service', ServiceDetailPage],
]

function serverRender(routePath: string, url: string, Page: ComponentType) {
  const collector: PageMetaCollector = { meta: null }
  const router = createMemoryRouter([{ path: routePath, Component: Page }], { initialEntries: [url] })
  const html = renderToString(
    <PageMetaContext.Provider value={collector}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </PageMetaContext.Provider>,
  )
  return { html, meta: collector.meta }
}

describe('server rendering', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined')
  })

  it.each(pages)('%s renders %s with one <h1> and its own head', (routePath, url, Page) => {
    const first = serverRender(routePath, url, Page)
    expect(first.html.match(/<h1[\s>]/g)).toHaveLength(1)
    expect(first.meta?.title).toMatch(/\| AI Consultancy$/)
    expect(first.meta?.description?.length).toBeGreaterThan(50)
    expect(first.meta?.canonicalPath).toBe(url)
    // Deterministic: a second render is byte-for-byte the same.
    expect(serverRender(routePath, url, Page).html).toBe(first.html)
  })

  it('gives every page a different title and description', () => {
    const metas = pages.map(([routePath, url, Page]) => serverRender(routePath, url, Page).meta)
    expect(new Set(metas.map((meta) => meta?.title)).size).toBe(metas.length)
    expect(new Set(metas.map((meta) => meta?.description)).size).toBe(metas.length)
  })
})
