import { useState, type KeyboardEvent } from 'react'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { lostReasonLabels } from '@/content/admin-leads'

type LostReasonDialogProps = {
  leadName: string
  onConfirm: (reason: string, detail: string) => void
  onCancel: () => void
}

const labelStyles = 'flex flex-col gap-1 text-sm font-medium text-slate-800'

// A lead only moves to "Lost" with a reason: asked for here when it is dragged or moved
// there on the board. Escape or Cancel leaves it where it was.
export function LostReasonDialog({ leadName, onConfirm, onCancel }: LostReasonDialogProps) {
  const [reason, setReason] = useState('')
  const [detail, setDetail] = useState('')
  const needsDetail = reason === 'other' && !detail.trim()
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onCancel()
    }
  }
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="lost-reason-title"
        onKeyDown={onKeyDown}
        className="w-full max-w-md space-y-4 rounded-xl bg-white p-6 shadow-xl"
      >
        <h3 id="lost-reason-title" className="text-lg font-semibold text-slate-900">
          Why was {leadName} lost?
        </h3>
        <label className={labelStyles}>
          Reason
          <select autoFocus value={reason} onChange={(e) => setReason(e.target.value)} className={formControlStyles(false, 'text-sm')}>
            <option value="">Choose a reason</option>
            {Object.entries(lostReasonLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className={labelStyles}>
          In your words{reason === 'other' ? '' : ' (optional)'}
          <input value={detail} onChange={(e) => setDetail(e.target.value)} maxLength={500} className={formControlStyles(false, 'text-sm')} />
        </label>
        <div className="flex justify-end gap-2">
          <Button variant="outline" size="sm" onClick={onCancel}>
            Cancel
          </Button>
          <Button size="sm" disabled={!reason || needsDetail} onClick={() => onConfirm(reason, detail.trim())}>
            Move to Lost
          </Button>
        </div>
      </div>
    </div>
  )
}
