import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { leadsCopy } from '@/content/admin-leads'
import { formatDateTime } from '@/features/admin/lib/dates'
import { useSetLeadHandling } from '../api/set-lead-handling'
import { errorMessage } from '../error-message'
import type { LeadDetail } from '../types'

export function HandlingForm({ lead }: { lead: LeadDetail }) {
  const [note, setNote] = useState(lead.handling.note ?? '')
  const save = useSetLeadHandling(lead.id)
  const submit = (handled: boolean) =>
    save.mutate(
      { handled, note: note.trim() || null },
      {
        onSuccess: () => toast.success(leadsCopy.handledSaved),
        onError: (error) => toast.error(errorMessage(error, 'note')),
      },
    )
  const { handling } = lead
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-800" aria-label="Handling state">
        {handling.handled ? 'Handled' : 'Not handled yet'}
        {handling.updated_at ? ` · last changed ${formatDateTime(handling.updated_at)}` : ''}
        {handling.updated_by ? ` by ${handling.updated_by}` : ''}
      </p>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        Note
        <textarea
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={3}
          maxLength={2000}
          className={formControlStyles(false, 'text-sm')}
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={save.isPending} onClick={() => submit(true)}>
          Mark handled
        </Button>
        <Button size="sm" variant="outline" disabled={save.isPending} onClick={() => submit(false)}>
          Mark not handled
        </Button>
      </div>
    </div>
  )
}
