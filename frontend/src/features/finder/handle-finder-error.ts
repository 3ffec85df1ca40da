import type { UseFormSetError } from 'react-hook-form'
import { toast } from 'sonner'
import { ApiError, NETWORK_ERROR_STATUS } from '@/lib/api-client'
import type { FinderFormValues } from './api/submit-finder'

export const FINDER_FAILED_TITLE = 'Recommendation failed'
export const FINDER_FALLBACK_MESSAGE = 'Failed to process recommendations'

const FORM_FIELDS = [
  'firstName',
  'email',
  'companyName',
  'companySize',
  'businessGoal',
  'mainChallenge',
  'currentTools',
] as const satisfies ReadonlyArray<keyof FinderFormValues>

type FormField = (typeof FORM_FIELDS)[number]

function isFormField(name: string): name is FormField {
  return (FORM_FIELDS as readonly string[]).includes(name)
}

// Spec 8: a destructive toast titled 'Recommendation failed' with the message.
export function showFinderFailure(message: string | null | undefined) {
  toast.error(FINDER_FAILED_TITLE, { description: message || FINDER_FALLBACK_MESSAGE })
}

// Returns true when at least one message could be shown under a visible field.
function showFieldErrors(error: ApiError, setError: UseFormSetError<FinderFormValues>): boolean {
  let shown = false
  for (const [name, messages] of Object.entries(error.fields)) {
    const message = messages[0]
    if (!isFormField(name) || !message) continue
    setError(name, { type: 'server', message }, { shouldFocus: !shown })
    shown = true
  }
  return shown
}

// The form keeps its values in every branch, so the visitor can simply try again.
export function handleFinderSubmitError(error: unknown, setError: UseFormSetError<FinderFormValues>) {
  if (error instanceof ApiError && error.status === 400 && showFieldErrors(error, setError)) return
  if (error instanceof ApiError && error.status !== NETWORK_ERROR_STATUS) {
    showFinderFailure(error.message)
    return
  }
  console.error('Tool finder submission failed', error)
  showFinderFailure(FINDER_FALLBACK_MESSAGE)
}
