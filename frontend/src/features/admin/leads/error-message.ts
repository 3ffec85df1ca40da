import { ApiError } from '@/lib/api-client'

// The first server message for one of `fields`, else the error's own message.
export function errorMessage(error: unknown, ...fields: string[]): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : 'Something went wrong.'
  for (const name of fields) {
    const message = error.fields[name]?.[0]
    if (message) return message
  }
  return error.message
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}
