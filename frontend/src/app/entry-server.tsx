// Build-time prerendering entry (see scripts/prerender.mjs): renders one URL of the route
// table to HTML and reports the page's own <head> data, so every public route is readable
// before any script runs. Not part of the browser bundle.
import { type ReactNode, StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router'
import { serviceSlugs } from '@/content/service-records'
import { NewsletterSignupCard } from '@/features/newsletter/components/NewsletterSignupCard'
import { type PageMeta, PageMetaContext } from '@/lib/page-meta-context'
import { adminRoutes } from './admin-routes'
import { withAdminRoutes } from './full-route-table'
import { SiteLayout } from './layouts/SiteLayout'
import { AppProviders } from './providers'
import { routes as publicRoutes } from './routes'

// Prerendering renders public pages only, but lists every app path, admin's included.
const routes = withAdminRoutes(publicRoutes, adminRoutes)

export type RenderResult = { html: string; meta: PageMeta | null; status: number }

type RenderOptions = {
  // Starts every useId of the render, so ids stay unique when HTML of two renders meets.
  identifierPrefix?: string
}

export async function render(
  path: string,
  table: RouteObject[] = routes,
  { identifierPrefix }: RenderOptions = {},
): Promise<RenderResult> {
  const handler = createStaticHandler(table)
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')))
  if (context instanceof Response) throw new Error(`${path} answered a redirect while prerendering`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const collector = { meta: null as PageMeta | null }
  // prerender (unlike renderToString) waits for lazy components, so no boundary is left
  // for the browser to render and hydration matches the HTML exactly.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageMetaContext value={collector}>
        <AppProviders>
          {/* hydrate=false: no loaders, so no inline hydration script (keeps the CSP strict). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageMetaContext>
    </StrictMode>,
    { identifierPrefix },
  )
  let html = ''
  for await (const chunk of prelude) html += chunk
  return { html, meta: collector.meta, status: context.statusCode }
}

export { routes }
// Dynamic routes whose known values are prerendered too.
export const extraPaths = serviceSlugs.map((slug) => `/services/${slug}`)
// Dynamic routes whose every valid path is among extraPaths: the server answers any other
// value with the 404 page (status 404), as the page itself shows it (issue 16).
export const closedRoutes = ['/services/:slug']

// The site's header and footer with an empty <main>, for pages the server renders from live
// data (the blog): web/pages/frontend.py puts their body where the slot is.
export const FRAME_SLOT = '<div data-server-body="true"></div>'
const FRAME_PATH = '/__prerender-site-frame__'

function withFrameRoute(table: RouteObject[]): RouteObject[] {
  return table.map((route) => {
    if (route.Component === SiteLayout) {
      const slot = { path: FRAME_PATH.slice(1), element: <div data-server-body="true" /> }
      return { ...route, children: [...(route.children ?? []), slot] } as RouteObject
    }
    return (route.children ? { ...route, children: withFrameRoute(route.children) } : route) as RouteObject
  })
}

export async function renderFrame(): Promise<string> {
  return (await render(FRAME_PATH, withFrameRoute(routes))).html
}
export { routePaths } from './route-paths'

// Parts of the server's own pages that are the app's components, rendered here once so the
// server shows them as the app does: the blog list's newsletter card (its sidebar is
// otherwise server-rendered from live data by web/pages/blog.py, as BlogListRoute composes it).
// (ApiProviders is imported as the app imports it, lazily, so the build keeps it one chunk.)
async function serverParts(): Promise<Record<string, ReactNode>> {
  const { ApiProviders } = await import('./ApiProviders')
  return {
    'blog-signup-card': (
      <ApiProviders>
        <NewsletterSignupCard />
      </ApiProviders>
    ),
  }
}
const PART_PATH = '__prerender-server-part__'

export async function renderServerParts(): Promise<Record<string, string>> {
  const parts: Record<string, string> = {}
  for (const [name, element] of Object.entries(await serverParts())) {
    // A route of its own under the root: the part gets the router and providers, and no frame.
    const table = routes.map((route) => ({ ...route, children: [...(route.children ?? []), { path: PART_PATH, element }] }))
    parts[name] = (await render(`/${PART_PATH}`, table as RouteObject[], { identifierPrefix: `${name}-` })).html
  }
  return parts
}
