import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { leadsCopy } from '@/content/admin-leads'
import { useSetLeadFollowUp } from '../api/update-lead'
import { errorMessage } from '../error-message'
import type { LeadDetail } from '../types'

const labelStyles = 'flex flex-col gap-1 text-sm font-medium text-slate-800'

// The lead's next action and when it is due (both, or neither). Overdue ones are in the
// owner's daily digest.
export function FollowUpForm({ lead }: { lead: LeadDetail }) {
  const current = lead.sales.follow_up
  const [action, setAction] = useState(current?.action ?? '')
  const [due, setDue] = useState(current?.due ?? '')
  const save = useSetLeadFollowUp(lead.id)
  const submit = (input: { next_action: string | null; due: string | null }, done: string) =>
    save.mutate(input, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(errorMessage(error, 'next_action', 'due')),
    })
  return (
    <div className="space-y-2">
      {current ? (
        <p className="text-sm text-slate-800" aria-label="Follow-up">
          Next: <strong>{current.action}</strong> by {current.due}
          {current.overdue ? <span className="ml-2 font-semibold text-red-700">Overdue</span> : null}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <label className={`${labelStyles} min-w-64 flex-1`}>
          Next action
          <input value={action} onChange={(e) => setAction(e.target.value)} maxLength={200} className={formControlStyles(false, 'text-sm')} />
        </label>
        <label className={labelStyles}>
          Due
          <input type="date" value={due} onChange={(e) => setDue(e.target.value)} className={formControlStyles(false, 'text-sm')} />
        </label>
        <Button size="sm" disabled={save.isPending} onClick={() => submit({ next_action: action.trim() || null, due: due || null }, leadsCopy.followUpSaved)}>
          Save follow-up
        </Button>
        {current ? (
          <Button size="sm" variant="outline" disabled={save.isPending} onClick={() => submit({ next_action: null, due: null }, leadsCopy.followUpCleared)}>
            Clear
          </Button>
        ) : null}
      </div>
    </div>
  )
}
