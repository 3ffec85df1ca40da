import type { RouteObject } from 'react-router'

// Every full path in the route table, e.g. '/services/:slug' or '/admin/*'. The prerender
// step writes static ones to HTML and hands the dynamic ones to the server, which answers
// 404 for anything else.
export function routePaths(routes: RouteObject[], parent = ''): string[] {
  const paths: string[] = []
  for (const route of routes) {
    const own = route.index ? parent || '/' : joinPath(parent, route.path)
    if (route.index || (route.path !== undefined && !route.children)) paths.push(own || '/')
    if (route.children) paths.push(...routePaths(route.children, route.path ? own : parent))
  }
  return [...new Set(paths)]
}

function joinPath(parent: string, path: string | undefined): string {
  if (path === undefined) return parent
  if (path.startsWith('/')) return path
  return `${parent.replace(/\/$/, '')}/${path}`
}
