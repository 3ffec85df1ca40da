import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { leadsCopy, lostReasonLabels, stageLabels } from '@/content/admin-leads'
import { formatDateTime } from '@/features/admin/lib/dates'
import { useSetLeadStage } from '../api/update-lead'
import { errorMessage } from '../error-message'
import type { LeadDetail, SalesStage } from '../types'

const labelStyles = 'flex flex-col gap-1 text-sm font-medium text-slate-800'
const controlStyles = formControlStyles(false, 'text-sm')

// The lead's stage; "Lost" asks why (a reason from the list, plus words of one's own).
export function StageForm({ lead }: { lead: LeadDetail }) {
  const [stage, setStage] = useState<SalesStage>(lead.sales.stage)
  const [reason, setReason] = useState(lead.sales.lost_reason ?? '')
  const [detail, setDetail] = useState(lead.sales.lost_detail ?? '')
  const save = useSetLeadStage(lead.id)
  const onSave = () =>
    save.mutate(
      stage === 'lost' ? { stage, lost_reason: reason || null, lost_detail: detail.trim() || null } : { stage },
      {
        onSuccess: () => toast.success(leadsCopy.stageSaved),
        onError: (error) => toast.error(errorMessage(error, 'stage', 'lost_reason', 'lost_detail')),
      },
    )
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-800" aria-label="Current stage">
        Stage: <strong>{lead.sales.stage_label}</strong>
        {lead.sales.lost_reason_label ? ` · ${lead.sales.lost_reason_label}` : ''}
        {lead.sales.lost_detail ? `: ${lead.sales.lost_detail}` : ''}
        {lead.sales.stage_changed_at ? ` · since ${formatDateTime(lead.sales.stage_changed_at)}` : ''}
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className={labelStyles}>
          Move to stage
          <select value={stage} onChange={(e) => setStage(e.target.value as SalesStage)} className={controlStyles}>
            {Object.entries(stageLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {stage === 'lost' ? (
          <>
            <label className={labelStyles}>
              Why was it lost?
              <select value={reason} onChange={(e) => setReason(e.target.value)} className={controlStyles} required>
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
              <input value={detail} onChange={(e) => setDetail(e.target.value)} maxLength={500} className={controlStyles} />
            </label>
          </>
        ) : null}
      </div>
      <Button size="sm" disabled={save.isPending} onClick={onSave}>
        Save stage
      </Button>
    </div>
  )
}
