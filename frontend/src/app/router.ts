import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router'
import { routes } from './routes'

// A prerendered page must hydrate with its route module already loaded, or the router would
// first render the loading fallback and React would discard the server HTML. So load the
// matched lazy routes before the router is created (the react-router SSR recipe).
async function loadMatchedLazyRoutes(table: RouteObject[]): Promise<void> {
  const matches = matchRoutes(table, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const module = await route.lazy()
      Object.assign(route, { ...module, lazy: undefined })
    }),
  )
}

export async function createRouter({ hydrating }: { hydrating: boolean }) {
  if (hydrating) await loadMatchedLazyRoutes(routes)
  return createBrowserRouter(routes)
}
