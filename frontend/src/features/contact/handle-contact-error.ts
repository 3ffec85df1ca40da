import type { UseFormSetError } from 'react-hook-form'
import { toast } from 'sonner'
import { site } from '@/content/site'
import { ApiError } from '@/lib/api-client'
import type { ContactMessageFormValues } from './api/send-contact-message'

const FORM_FIELDS = ['name', 'email', 'role', 'message'] as const satisfies ReadonlyArray<
  keyof ContactMessageFormValues
>

type FormField = (typeof FORM_FIELDS)[number]

function isFormField(name: string): name is FormField {
  return (FORM_FIELDS as readonly string[]).includes(name)
}

// Returns true when at least one message could be shown under a visible field.
function showFieldErrors(error: ApiError, setError: UseFormSetError<ContactMessageFormValues>): boolean {
  let shown = false
  for (const [name, messages] of Object.entries(error.fields)) {
    const message = messages[0]
    if (!isFormField(name) || !message) continue
    setError(name, { type: 'server', message }, { shouldFocus: !shown })
    shown = true
  }
  return shown
}

// One id for every contact failure, so repeated failures replace the toast
// instead of stacking, and a later success can clear it.
const ERROR_TOAST_ID = 'contact-form-error'

export function dismissContactError() {
  toast.dismiss(ERROR_TOAST_ID)
}

// The form stays filled in every branch: only the success path resets it.
export function handleContactError(error: unknown, setError: UseFormSetError<ContactMessageFormValues>) {
  if (error instanceof ApiError && error.status === 400 && showFieldErrors(error, setError)) {
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
