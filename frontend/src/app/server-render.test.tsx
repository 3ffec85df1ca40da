// @vitest-environment node
// The pages are prerendered at build time with react-dom/server, where there is
// no window or document: each must render, deterministically, and hand its head
// (title, description, canonical) to the prerenderer. Rendered as the prerenderer does
// (entry-server.tsx), which waits for lazy parts such as the home page's sections.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { publicDetailPlaceholders } from '@/content/public-details'
import { serviceSlugs } from '@/content/service-records'
import { HomePage } from '@/features/home/HomePage'
import { AiAuditPage } from '@/features/services/AiAuditPage'
import { CustomProjectsPage } from '@/features/services/CustomProjectsPage'
import { ServicesPage } from '@/features/services/ServicesPage'
import { StarterKitPage } from '@/features/services/StarterKitPage'
import { TeamTrainingPage } from '@/features/services/TeamTrainingPage'
import { ExploreTrainingPage } from '@/features/training/ExploreTrainingPage'
import { type PageMetaCollector, PageMetaContext } from '@/lib/page-meta-context'
import { ServiceDetailRoute } from './pages/ServiceDetailRoute'

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
    ServiceDetailRoute,
  ]),
]

async function serverRender(routePath: string, url: string, Page: ComponentType) {
  const collector: PageMetaCollector = { meta: null }
  const router = createMemoryRouter([{ path: routePath, Component: Page }], { initialEntries: [url] })
  const { prelude } = await prerenderToNodeStream(
    <PageMetaContext.Provider value={collector}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </PageMetaContext.Provider>,
  )
  let html = ''
  for await (const chunk of prelude) html += chunk
  return { html, meta: collector.meta }
}

describe('server rendering', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined')
  })

  it.each(pages)('%s renders %s with one <h1> and its own head', async (routePath, url, Page) => {
    const first = await serverRender(routePath, url, Page)
    expect(first.html.match(/<h1[\s>]/g)).toHaveLength(1)
    // No server here, as in the prerender: the company name is the placeholder it fills in.
    expect(first.meta?.title).toMatch(new RegExp(`\\| ${publicDetailPlaceholders.companyName}$`))
    expect(first.meta?.description?.length).toBeGreaterThan(50)
    expect(first.meta?.canonicalPath).toBe(url)
    // Deterministic: a second render is byte-for-byte the same.
    expect((await serverRender(routePath, url, Page)).html).toBe(first.html)
  })

  it('gives every page a different title and description', async () => {
    const rendered = await Promise.all(pages.map(([routePath, url, Page]) => serverRender(routePath, url, Page)))
    const metas = rendered.map(({ meta }) => meta)
    expect(new Set(metas.map((meta) => meta?.title)).size).toBe(metas.length)
    expect(new Set(metas.map((meta) => meta?.description)).size).toBe(metas.length)
  })
})
