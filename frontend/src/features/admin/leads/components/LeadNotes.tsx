import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { leadsCopy } from '@/content/admin-leads'
import { formatDateTime } from '@/features/admin/lib/dates'
import { useAddLeadNote } from '../api/update-lead'
import { errorMessage } from '../error-message'
import type { LeadNote } from '../types'

// Notes are a history: each kept with its author and time, a new one added below.
export function LeadNotes({ leadId, notes }: { leadId: string; notes: LeadNote[] }) {
  const [body, setBody] = useState('')
  const add = useAddLeadNote(leadId)
  const onAdd = () =>
    add.mutate(body, {
      onSuccess: () => {
        setBody('')
        toast.success(leadsCopy.noteAdded)
      },
      onError: (error) => toast.error(errorMessage(error, 'body')),
    })
  return (
    <div className="space-y-3">
      {notes.length === 0 ? <p className="text-sm text-slate-600">{leadsCopy.noNotes}</p> : null}
      <ol aria-label="Notes" className="space-y-2">
        {notes.map((note) => (
          <li key={note.id} className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
            <p className="whitespace-pre-wrap break-words text-slate-900">{note.body}</p>
            <p className="mt-1 text-xs text-slate-600">
              {note.author ?? 'A removed account'} · {formatDateTime(note.created_at)}
            </p>
          </li>
        ))}
      </ol>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        New note
        <textarea
          value={body}
          onChange={(event) => setBody(event.target.value)}
          rows={3}
          maxLength={2000}
          className={formControlStyles(false, 'text-sm')}
        />
      </label>
      <Button size="sm" disabled={add.isPending || !body.trim()} onClick={onAdd}>
        Add note
      </Button>
    </div>
  )
}
