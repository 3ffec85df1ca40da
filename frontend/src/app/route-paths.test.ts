import { describe, expect, it } from 'vitest'
import { routePaths } from './route-paths'
import { routes } from './routes'

describe('routePaths', () => {
  it('lists every full path of the route table once', () => {
    const paths = routePaths(routes)
    expect(paths).toContain('/')
    expect(paths).toContain('/services/:slug')
    expect(paths).toContain('/plans/clarity')
    expect(paths).toContain('/smart-automation-guide')
    expect(paths).toContain('/admin/login')
    expect(paths).toContain('/*')
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('joins nested and pathless routes', () => {
    const paths = routePaths([
      { path: '/', children: [{ index: true }, { children: [{ path: 'a' }, { path: 'b/:id' }] }] },
    ])
    expect(paths).toEqual(['/', '/a', '/b/:id'])
  })
})
