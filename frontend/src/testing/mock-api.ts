import { vi } from 'vitest'
import { jsonResponse } from './json-response'

// Stubs fetch with answers chosen by URL prefix, so the order of a page's requests doesn't
// matter; anything unmatched is a 404. The returned mock records every call.
export function mockApi(handlers: Record<string, () => Response>) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url
    const handler = Object.entries(handlers).find(([path]) => url.startsWith(path))
    return Promise.resolve(handler ? handler[1]() : jsonResponse({ error: { message: 'nope' } }, 404))
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}
