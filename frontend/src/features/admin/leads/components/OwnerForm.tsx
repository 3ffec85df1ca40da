import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { leadsCopy } from '@/content/admin-leads'
import { useOwners } from '../api/list-owners'
import { useSetLeadOwner } from '../api/update-lead'
import { errorMessage } from '../error-message'
import type { LeadDetail } from '../types'

// Assign the lead to someone in sales (they get an email with a link), or to nobody.
export function OwnerForm({ lead }: { lead: LeadDetail }) {
  const owners = useOwners()
  const current = lead.sales.owner
  const [ownerId, setOwnerId] = useState(current ? String(current.id) : '')
  const save = useSetLeadOwner(lead.id)
  const onAssign = () =>
    save.mutate(ownerId ? Number(ownerId) : null, {
      onSuccess: () => toast.success(leadsCopy.ownerSaved),
      onError: (error) => toast.error(errorMessage(error, 'owner_id')),
    })
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        Owner
        <select value={ownerId} onChange={(e) => setOwnerId(e.target.value)} className={formControlStyles(false, 'text-sm')}>
          <option value="">Nobody</option>
          {current && !owners.data?.owners.some((o) => o.id === current.id) ? (
            // Someone who has left sales since keeps showing as the owner until it changes.
            <option value={String(current.id)}>{current.email ?? 'A removed account'}</option>
          ) : null}
          {owners.data?.owners.map((owner) => (
            <option key={owner.id} value={String(owner.id)}>
              {owner.first_name ? `${owner.first_name} (${owner.email})` : owner.email}
            </option>
          ))}
        </select>
      </label>
      <Button size="sm" variant="outline" disabled={save.isPending} onClick={onAssign}>
        Assign
      </Button>
    </div>
  )
}
