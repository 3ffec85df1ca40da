import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/lib/api-client'

// Puts the server's field messages on the matching inputs; returns the message for the
// form-level alert (spec 8: the service's message in a red alert).
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.'
  for (const [name, messages] of Object.entries(error.fields)) {
    if (fieldNames.includes(name) && messages[0]) {
      setError(name as Path<T>, { type: 'server', message: messages[0] })
    }
  }
  if (error.status === 0) return 'Could not reach the server. Check your connection and try again.'
  return error.message
}
