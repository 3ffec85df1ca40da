import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/Button'
import { LabelOptions } from '@/components/ui/LabelOptions'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { leadsCopy, stageLabels } from '@/content/admin-leads'
import { formatDateTime } from '@/features/admin/lib/dates'
import { useSetLeadStage } from '../api/update-lead'
import { errorMessage } from '../error-message'
import type { LeadDetail, SalesStage } from '../types'
import { LostReasonFields, lostReasonComplete, lostStageInput, type LostReason } from './LostReasonFields'

const labelStyles = 'flex flex-col gap-1 text-sm font-medium text-slate-800'

// The lead's stage; "Lost" asks why, with the same fields as the board's dialog.
export function StageForm({ lead }: { lead: LeadDetail }) {
  const [stage, setStage] = useState<SalesStage>(lead.sales.stage)
  const [lost, setLost] = useState<LostReason>({
    reason: lead.sales.lost_reason ?? '',
    detail: lead.sales.lost_detail ?? '',
  })
  const save = useSetLeadStage(lead.id)
  const onSave = () =>
    save.mutate(stage === 'lost' ? lostStageInput(lost) : { stage }, {
      onSuccess: () => toast.success(leadsCopy.stageSaved),
      onError: (error) => toast.error(errorMessage(error, 'stage', 'lost_reason', 'lost_detail')),
    })
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
          <select
            value={stage}
            onChange={(e) => setStage(e.target.value as SalesStage)}
            className={formControlStyles(false, 'text-sm')}
          >
            <LabelOptions labels={stageLabels} />
          </select>
        </label>
        {stage === 'lost' ? <LostReasonFields value={lost} onChange={setLost} /> : null}
      </div>
      <Button size="sm" disabled={save.isPending || (stage === 'lost' && !lostReasonComplete(lost))} onClick={onSave}>
        Save stage
      </Button>
    </div>
  )
}
