import { toast } from 'sonner'
import { ConfirmButton } from '../../components/ConfirmButton'
import { useCancelCall } from '../api/cancel-call'
import { errorMessage } from '../error-message'
import type { LeadCall } from '../types'

// Cancelling asks first: the visitor and the salesperson are emailed at once.
export function CancelCallButton({ call, question }: { call: LeadCall; question: string }) {
  const cancel = useCancelCall()
  return (
    <ConfirmButton
      label="Cancel call"
      question={question}
      confirmLabel="Yes, cancel it"
      busy={cancel.isPending}
      onConfirm={() =>
        cancel.mutate(call.id, {
          onSuccess: () => toast.success('Call cancelled: they have been told.'),
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
    />
  )
}
