import { toast } from 'sonner'
import { site } from '@/content/site'
import { ApiError } from '@/lib/api-client'

// One id for every contact failure, so repeated failures replace the toast
// instead of stacking, and a later success can clear it.
const ERROR_TOAST_ID = 'contact-form-error'

export function dismissContactError() {
  toast.dismiss(ERROR_TOAST_ID)
}

// The form stays filled in every branch: only the success path resets it. `showFieldErrors`
// puts a 400's messages under the inputs and says whether any were shown.
export function handleContactError(error: unknown, showFieldErrors: (error: unknown) => boolean) {
  if (showFieldErrors(error)) {
    dismissContactError()
    return
  }

  if (error instanceof ApiError && error.status === 429) {
    toast.error('Something went wrong', { id: ERROR_TOAST_ID, description: error.message })
    return
  }

  console.error('Contact form submission failed', error)
  toast.error('Something went wrong', {
    id: ERROR_TOAST_ID,
    description: `Please try again or contact us directly at ${site.contactEmail}`,
  })
}
