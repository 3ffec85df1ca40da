import { useState, type KeyboardEvent } from 'react'
import { Button } from '@/components/ui/Button'
import { LostReasonFields, lostReasonComplete, noLostReason, type LostReason } from './LostReasonFields'

type LostReasonDialogProps = {
  leadName: string
  onConfirm: (lost: LostReason) => void
  onCancel: () => void
}

// A lead only moves to "Lost" with a reason: asked for here when it is dragged or moved
// there on the board. Escape or Cancel leaves it where it was.
export function LostReasonDialog({ leadName, onConfirm, onCancel }: LostReasonDialogProps) {
  const [lost, setLost] = useState<LostReason>(noLostReason)
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
        <LostReasonFields value={lost} onChange={setLost} autoFocus />
        <div className="flex justify-end gap-2">
          <Button variant="outline" size="sm" onClick={onCancel}>
            Cancel
          </Button>
          <Button size="sm" disabled={!lostReasonComplete(lost)} onClick={() => onConfirm(lost)}>
            Move to Lost
          </Button>
        </div>
      </div>
    </div>
  )
}
