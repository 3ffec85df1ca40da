import { LabelOptions } from '@/components/ui/LabelOptions'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { lostReasonLabels } from '@/content/admin-leads'

// What moving a lead to "Lost" asks for, wherever it is moved (the board's dialog, the lead
// page's stage form): a reason from the short list, and words of one's own, which "Other"
// needs (the server refuses it without: pipeline/leads/stages.py).
export type LostReason = { reason: string; detail: string }

export const noLostReason: LostReason = { reason: '', detail: '' }

const LOST_DETAIL_MAX = 500

export function lostReasonComplete({ reason, detail }: LostReason): boolean {
  return Boolean(reason) && (reason !== 'other' || Boolean(detail.trim()))
}

// The body the stage API takes for a move to "Lost".
export function lostStageInput({ reason, detail }: LostReason) {
  return { stage: 'lost' as const, lost_reason: reason || null, lost_detail: detail.trim() || null }
}

const labelStyles = 'flex flex-col gap-1 text-sm font-medium text-slate-800'
const controlStyles = formControlStyles(false, 'text-sm')

type LostReasonFieldsProps = {
  value: LostReason
  onChange: (value: LostReason) => void
  // The board's dialog opens on the reason; the lead page's form leaves focus where it was.
  autoFocus?: boolean
}

export function LostReasonFields({ value, onChange, autoFocus = false }: LostReasonFieldsProps) {
  return (
    <>
      <label className={labelStyles}>
        Reason
        <select
          autoFocus={autoFocus}
          required
          value={value.reason}
          onChange={(e) => onChange({ ...value, reason: e.target.value })}
          className={controlStyles}
        >
          <option value="">Choose a reason</option>
          <LabelOptions labels={lostReasonLabels} />
        </select>
      </label>
      <label className={labelStyles}>
        In your words{value.reason === 'other' ? '' : ' (optional)'}
        <input
          value={value.detail}
          onChange={(e) => onChange({ ...value, detail: e.target.value })}
          maxLength={LOST_DETAIL_MAX}
          className={controlStyles}
        />
      </label>
    </>
  )
}
