import { afterEach, describe, expect, it } from 'vitest'
import { createAppRouter, createRouter } from './router'
import { routes } from './routes'

async function startAt(path: string, hydrating = false) {
  window.history.replaceState(null, '', path)
  const router = await createRouter({ hydrating })
  return router
}

function matchedPaths(router: Awaited<ReturnType<typeof createRouter>>) {
  return router.state.matches.map((match) => match.route.path).filter(Boolean)
}

async function settled(router: Awaited<ReturnType<typeof createRouter>>) {
  await expect.poll(() => router.state.initialized && router.state.navigation.state === 'idle').toBe(true)
}

describe('createRouter', () => {
  let router: Awaited<ReturnType<typeof createRouter>> | undefined
  afterEach(() => {
    router?.dispose()
    window.history.replaceState(null, '', '/')
  })

  it('starts on an /admin address with the admin routes', async () => {
    router = await startAt('/admin/login')
    await settled(router)
    expect(matchedPaths(router)).toEqual(['admin/login'])
  })

  it('finds the admin routes on a client-side navigation from a public page', async () => {
    router = await startAt('/about')
    await settled(router)
    await router.navigate('/admin/login')
    await settled(router)
    expect(matchedPaths(router)).toEqual(['admin/login'])
  })

  it('hydrates a prerendered page on a dynamic path without a loading state', async () => {
    // createRouter loads the matched page's chunk first, as main.tsx's start-up does.
    ;(await startAt('/services/ai-tools', true)).dispose()
    router = createAppRouter(routes, { hydrating: true })
    // Ready at once: a first render of the loading fallback would discard the server HTML.
    expect(router.state.initialized).toBe(true)
    expect(matchedPaths(router)).toEqual(['services/:slug'])
  })
})
