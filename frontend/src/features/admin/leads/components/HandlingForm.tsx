import { toast } from 'sonner'
import { Button } from '@/components/ui/Button'
import { leadsCopy } from '@/content/admin-leads'
import { formatDateTime } from '@/features/admin/lib/dates'
import { useSetLeadHandling } from '../api/set-lead-handling'
import { errorMessage } from '../error-message'
import type { LeadDetail } from '../types'

// The handled flag; notes are their own history (LeadNotes).
export function HandlingForm({ lead }: { lead: LeadDetail }) {
  const save = useSetLeadHandling(lead.id)
  const submit = (handled: boolean) =>
    save.mutate(
      { handled, note: null },
      {
        onSuccess: () => toast.success(leadsCopy.handledSaved),
        onError: (error) => toast.error(errorMessage(error, 'handled')),
      },
    )
  const { handling } = lead
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-slate-800" aria-label="Handling state">
        {handling.handled ? 'Handled' : 'Not handled yet'}
        {handling.updated_at ? ` · last changed ${formatDateTime(handling.updated_at)}` : ''}
        {handling.updated_by ? ` by ${handling.updated_by}` : ''}
      </p>
      {handling.handled ? (
        <Button size="sm" variant="outline" disabled={save.isPending} onClick={() => submit(false)}>
          Mark not handled
        </Button>
      ) : (
        <Button size="sm" disabled={save.isPending} onClick={() => submit(true)}>
          Mark handled
        </Button>
      )}
    </div>
  )
}
