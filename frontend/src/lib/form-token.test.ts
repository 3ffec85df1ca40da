import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/testing/json-response'

// The real module (setup-tests.ts stands a fixed token in for it everywhere else).
const { formToken, forgetFormTokens, prepareFormToken } =
  await vi.importActual<typeof import('./form-token')>('./form-token')

function stubTokens(...tokens: string[]) {
  const fetchMock = vi.fn<typeof fetch>()
  for (const token of tokens) {
    fetchMock.mockImplementationOnce(() => Promise.resolve(jsonResponse({ form_token: token, expires_in: 3600 }, 200)))
  }
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('form tokens', () => {
  afterEach(() => {
    forgetFormTokens()
    vi.useRealTimers()
  })

  it('fetches one token per form when it first shows, without cookies, and reuses it', async () => {
    const fetchMock = stubTokens('t1')
    prepareFormToken('contact')
    prepareFormToken('contact')
    expect(await formToken('contact')).toBe('t1')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/form-token?form=contact')
    expect(init).toMatchObject({ credentials: 'omit', cache: 'no-store' })
  })

  it('renews a stale tab’s token with the old one before it is sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const fetchMock = stubTokens('old', 'renewed')
    expect(await formToken('finder')).toBe('old')
    vi.setSystemTime(Date.now() + 31 * 60 * 1000)
    expect(await formToken('finder')).toBe('renewed')
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/form-token?form=finder&renew=old')
  })

  it('answers undefined rather than failing when no token can be had', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')))
    expect(await formToken('newsletter')).toBeUndefined()
  })
})
