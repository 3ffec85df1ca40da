import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from './api-client'

// Puts a 400's field messages under the matching inputs. Returns true when at
// least one was shown, so the caller knows whether a toast is still needed.
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: ReadonlyArray<Path<T>>,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false
  let shown = false
  for (const [name, messages] of Object.entries(error.fields)) {
    const field = fieldNames.find((candidate) => candidate === name)
    if (!field || !messages[0]) continue
    setError(field, { type: 'server', message: messages[0] }, { shouldFocus: !shown })
    shown = true
  }
  return shown
}

// Rate limits and stale forms come with a message written for visitors; other
// failures get the form's own generic wording.
export function visitorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.status === 429 || error.code === 'validation_error')) {
    return error.message === 'Please check the highlighted fields.'
      ? (Object.values(error.fields)[0]?.[0] ?? fallback)
      : error.message
  }
  return fallback
}

// A 4xx carries a message written for visitors (rate limit, stale form); anything
// else gets the form's generic wording.
export function clientErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return visitorMessage(error, error.message)
  }
  return fallback
}
