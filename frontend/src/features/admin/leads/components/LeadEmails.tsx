import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/Button'
import { FormField } from '@/components/ui/FormField'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { emailPurposeLabels, leadsCopy } from '@/content/admin-leads'
import { useSession } from '@/features/admin/api/get-session'
import { formatDateTime } from '@/features/admin/lib/dates'
import { ApiError } from '@/lib/api-client'
import { useResendEmail } from '../api/resend-email'
import type { LeadEmail } from '../types'
import { StatusPill } from './DeliveryBadge'

export function LeadEmails({ leadId, emails }: { leadId: string; emails: LeadEmail[] }) {
  if (emails.length === 0) return <p className="text-sm text-slate-600">No emails (yet).</p>
  return (
    <ul className="divide-y divide-slate-100">
      {emails.map((email) => (
        <EmailRow key={email.id} leadId={leadId} email={email} />
      ))}
    </ul>
  )
}

function EmailRow({ leadId, email }: { leadId: string; email: LeadEmail }) {
  const resend = useResendEmail(leadId)
  const isAdmin = useSession().data?.user?.role === 'admin'
  // The recipient limit's refusal stays on the row: sales need to read why.
  const [refusal, setRefusal] = useState<string | null>(null)
  const onResend = (overrideReason?: string) =>
    resend.mutate(
      { emailId: email.id, overrideReason },
      {
        onSuccess: () => {
          setRefusal(null)
          toast.success(leadsCopy.resent)
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'recipient_limit') setRefusal(error.message)
          else toast.error(error.message)
        },
      },
    )
  return (
    <li aria-label={`Email: ${emailPurposeLabels[email.purpose] ?? email.purpose}`} className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-slate-900">{email.subject}</p>
        <p className="text-sm text-slate-600">
          {emailPurposeLabels[email.purpose] ?? email.purpose} · to {email.to}
          {email.marketing ? ' · marketing' : ''}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>Delivery:</span>
          <StatusPill status={email.status} />
          <span>
            {email.attempts} attempt{email.attempts === 1 ? '' : 's'}
            {email.sent_at ? ` · sent ${formatDateTime(email.sent_at)}` : ''}
          </span>
        </p>
        {email.copy_dropped_at ? (
          <p className="text-sm text-slate-600">
            Copy deleted {formatDateTime(email.copy_dropped_at)} under the retention schedule: only this record of
            the email is kept.
          </p>
        ) : null}
        {email.last_error ? (
          <p className="break-all text-sm text-red-800">
            <span className="font-semibold">Reason: </span>
            {email.last_error}
          </p>
        ) : null}
        {refusal ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            {refusal}
          </p>
        ) : null}
        {refusal && isAdmin ? <OverrideForm pending={resend.isPending} onSend={onResend} /> : null}
      </div>
      {email.copy_dropped_at ? null : (
        <Button variant="outline" size="sm" onClick={() => onResend()} disabled={resend.isPending || email.status === 'sending'}>
          {leadsCopy.resend}
        </Button>
      )}
    </li>
  )
}

function OverrideForm({ pending, onSend }: { pending: boolean; onSend: (reason: string) => void }) {
  const [reason, setReason] = useState('')
  const trimmed = reason.trim()
  return (
    <form
      className="space-y-2 pt-1"
      onSubmit={(event) => {
        event.preventDefault()
        if (trimmed) onSend(trimmed)
      }}
    >
      <FormField label={leadsCopy.overrideReason} hint={leadsCopy.overrideHint}>
        {(control) => (
          <input {...control} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} className={formControlStyles(false)} />
        )}
      </FormField>
      <Button type="submit" size="sm" disabled={pending || !trimmed}>
        {leadsCopy.sendAnyway}
      </Button>
    </form>
  )
}
