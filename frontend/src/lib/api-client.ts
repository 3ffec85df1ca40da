// The one way the site talks to the Flask API. Every error reaches callers as an
// ApiError so forms can branch on status and show field messages without
// knowing about fetch or the error envelope.

export type FieldErrors = Record<string, string[]>

export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly fields: FieldErrors
  // The whole JSON answer, for errors that carry more than the envelope (a booking's 409
  // lists the nearest free times beside its error).
  readonly body: unknown

  constructor(status: number, message: string, code = 'error', fields: FieldErrors = {}, body?: unknown) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.fields = fields
    this.body = body
  }
}

// status 0 marks a request that never got an HTTP answer (offline, DNS, CORS).
export const NETWORK_ERROR_STATUS = 0

type ErrorEnvelope = {
  error?: {
    code?: unknown
    message?: unknown
    fields?: unknown
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
  headers?: Record<string, string>
}

function toFieldErrors(value: unknown): FieldErrors {
  if (typeof value !== 'object' || value === null) return {}
  const fields: FieldErrors = {}
  for (const [name, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) {
      fields[name] = messages.filter((m): m is string => typeof m === 'string')
    } else if (typeof messages === 'string') {
      fields[name] = [messages]
    }
  }
  return fields
}

// Admin endpoints are cookie-authenticated, so the backend sets a readable
// `csrf_token` cookie and checks it back in this header on every state change
// (web/csrf.py). Public endpoints ignore it, so their calls never read cookies at all
// (the cookie notice: the public site reads nothing stored on the device).
const CSRF_COOKIE = 'csrf_token'
const CSRF_HEADER = 'X-CSRFToken'
const CSRF_PATHS = ['/api/admin/', '/api/auth']

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  const prefix = `${name}=`
  const match = document.cookie.split('; ').find((part) => part.startsWith(prefix))
  return match ? decodeURIComponent(match.slice(prefix.length)) : undefined
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    // A proxy or crashed server can answer with HTML; callers still get an ApiError.
    return undefined
  }
}

function errorFromResponse(response: Response, body: unknown): ApiError {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as ErrorEnvelope
  const details = envelope.error ?? {}
  const message =
    typeof details.message === 'string' && details.message
      ? details.message
      : response.statusText || `Request failed with status ${response.status}`
  const code = typeof details.code === 'string' ? details.code : 'http_error'
  return new ApiError(response.status, message, code, toFieldErrors(details.fields), body)
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, headers } = options
  const protectedPath = CSRF_PATHS.some((prefix) => path.startsWith(prefix))
  const csrfToken = method === 'GET' || !protectedPath ? undefined : readCookie(CSRF_COOKIE)
  const isFormData = typeof FormData !== 'undefined' && body instanceof FormData
  let response: Response
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        // FormData (file uploads) sets its own multipart Content-Type with the boundary.
        ...(body === undefined || isFormData ? {} : { 'Content-Type': 'application/json' }),
        ...(csrfToken ? { [CSRF_HEADER]: csrfToken } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new ApiError(NETWORK_ERROR_STATUS, 'Network request failed', 'network_error')
  }

  const data = await readJson(response)
  if (!response.ok) throw errorFromResponse(response, data)
  return data as T
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
}
