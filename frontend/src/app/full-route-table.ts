import type { RouteObject } from 'react-router'
import { ROOT_ROUTE_ID } from './routes'

// The public table with the admin routes in place under the root route: what the browser
// router holds once an /admin address has been visited, and what the prerender step
// lists every app path from.
export function withAdminRoutes(routes: RouteObject[], adminRoutes: RouteObject[]): RouteObject[] {
  return routes.map((route) =>
    route.id === ROOT_ROUTE_ID ? { ...route, children: [...(route.children ?? []), ...adminRoutes] } : route,
  ) as RouteObject[]
}

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/')
}
