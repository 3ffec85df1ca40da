import { describe, expect, it } from 'vitest'
import { routePaths } from './route-paths'
import { adminRoutes } from './admin-routes'
import { withAdminRoutes } from './full-route-table'
import { routes } from './routes'

describe('routePaths', () => {
  it('lists every full path of the route table once', () => {
    const paths = routePaths(withAdminRoutes(routes, adminRoutes))
    expect(paths).toContain('/')
    expect(paths).toContain('/services/:slug')
    expect(paths).toContain('/plans/clarity')
    expect(paths).toContain('/smart-automation-guide')
    expect(paths).toContain('/admin/login')
    expect(paths).toContain('/*')
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('keeps the admin screens out of the public table', () => {
    expect(routePaths(routes).filter((path) => path.startsWith('/admin'))).toEqual([])
  })

  it('joins nested and pathless routes', () => {
    const paths = routePaths([
      { path: '/', children: [{ index: true }, { children: [{ path: 'a' }, { path: 'b/:id' }] }] },
    ])
    expect(paths).toEqual(['/', '/a', '/b/:id'])
  })
})
