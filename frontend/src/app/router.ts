import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router'
import { isAdminPath, withAdminRoutes } from './full-route-table'
import { ROOT_ROUTE_ID, routes } from './routes'

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

const loadAdminRoutes = async () => (await import('./admin-routes')).adminRoutes

// Ends the current task, so start-up runs as several short tasks rather than one long one
// that would hold back input on a slow phone.
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export async function createRouter({ hydrating }: { hydrating: boolean }) {
  if (hydrating) await loadMatchedLazyRoutes(routes)
  await yieldToBrowser()
  // The admin table joins at start-up on an /admin address, else on the first client-side
  // navigation to one.
  const table = isAdminPath(window.location.pathname)
    ? withAdminRoutes(routes, await loadAdminRoutes())
    : routes
  return createAppRouter(table, { hydrating })
}

export function createAppRouter(table: RouteObject[], { hydrating }: { hydrating: boolean }) {
  let adminPatched = table !== routes
  return createBrowserRouter(table, {
    // A prerendered page is server-rendered without loaders: an empty hydration state tells
    // the router to render its matches as they are, not to look for more routes first
    // (which would show the fallback and throw the server HTML away).
    hydrationData: hydrating ? {} : undefined,
    async patchRoutesOnNavigation({ path, patch }) {
      if (adminPatched || !isAdminPath(path)) return
      patch(ROOT_ROUTE_ID, await loadAdminRoutes())
      adminPatched = true
    },
  })
}
