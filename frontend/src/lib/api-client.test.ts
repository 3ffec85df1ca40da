import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { apiClient, ApiError, NETWORK_ERROR_STATUS } from './api-client'

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function headersOf(fetchMock: ReturnType<typeof stubFetch>): Record<string, string> {
  return (fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>
}

describe('apiClient', () => {
  afterEach(() => {
    document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
  })

  it('posts JSON and returns the parsed body', async () => {
    const fetchMock = stubFetch(jsonResponse({ id: 'x' }, 202))
    await expect(apiClient.post('/api/thing', { a: 1 })).resolves.toEqual({ id: 'x' })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/thing')
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{"a":1}')
    expect(headersOf(fetchMock)['Content-Type']).toBe('application/json')
  })

  it('turns the error envelope into an ApiError with status, message and fields', async () => {
    stubFetch(
      jsonResponse(
        { error: { code: 'validation_error', message: 'Invalid', fields: { email: ['Bad email'] } } },
        400,
      ),
    )
    const error = await apiClient.post('/api/thing', {}).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_error',
      message: 'Invalid',
      fields: { email: ['Bad email'] },
    })
  })

  it('still throws an ApiError when the error body is not JSON', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }))
    await expect(apiClient.get('/api/thing')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' })
  })

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')))
    await expect(apiClient.get('/api/thing')).rejects.toMatchObject({
      status: NETWORK_ERROR_STATUS,
      code: 'network_error',
    })
  })

  it('copies the csrf_token cookie into X-CSRFToken on state-changing requests only', async () => {
    document.cookie = 'csrf_token=abc%3D123; path=/'
    const post = stubFetch(jsonResponse({}, 200))
    await apiClient.post('/api/admin/thing', {})
    expect(headersOf(post)['X-CSRFToken']).toBe('abc=123')

    const get = stubFetch(jsonResponse({}, 200))
    await apiClient.get('/api/admin/thing')
    expect(headersOf(get)['X-CSRFToken']).toBeUndefined()

    const signIn = stubFetch(jsonResponse({}, 200))
    await apiClient.post('/api/auth/login', {})
    expect(headersOf(signIn)['X-CSRFToken']).toBe('abc=123')
  })

  it('reads no cookie for a public endpoint', async () => {
    document.cookie = 'csrf_token=abc%3D123; path=/'
    const cookieRead = vi.spyOn(Document.prototype, 'cookie', 'get')
    const post = stubFetch(jsonResponse({}, 202))
    await apiClient.post('/api/contact', {})
    expect(headersOf(post)['X-CSRFToken']).toBeUndefined()
    expect(cookieRead).not.toHaveBeenCalled()
  })
})
