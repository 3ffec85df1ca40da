import { toast } from 'sonner'
import { ApiError, NETWORK_ERROR_STATUS } from '@/lib/api-client'

export const FINDER_FAILED_TITLE = 'Recommendation failed'
export const FINDER_FALLBACK_MESSAGE = 'Failed to process recommendations'

// Spec 8: a destructive toast titled 'Recommendation failed' with the message.
export function showFinderFailure(message: string | null | undefined) {
  toast.error(FINDER_FAILED_TITLE, { description: message || FINDER_FALLBACK_MESSAGE })
}

// The form keeps its values in every branch, so the visitor can simply try again.
// `showFieldErrors` puts a 400's messages under the inputs and says whether any were shown.
export function handleFinderSubmitError(error: unknown, showFieldErrors: (error: unknown) => boolean) {
  if (showFieldErrors(error)) return
  if (error instanceof ApiError && error.status !== NETWORK_ERROR_STATUS) {
    showFinderFailure(error.message)
    return
  }
  console.error('Tool finder submission failed', error)
  showFinderFailure(FINDER_FALLBACK_MESSAGE)
}
