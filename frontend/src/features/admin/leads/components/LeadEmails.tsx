import { toast } from 'sonner'
import { Button } from '@/components/ui/Button'
import { emailPurposeLabels, leadsCopy } from '@/content/admin-leads'
import { formatDateTime } from '@/features/admin/lib/dates'
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
  const onResend = () =>
    resend.mutate(email.id, {
      onSuccess: () => toast.success(leadsCopy.resent),
      onError: (error) => toast.error(error.message),
    })
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
        {email.last_error ? (
          <p className="break-all text-sm text-red-800">
            <span className="font-semibold">Reason: </span>
            {email.last_error}
          </p>
        ) : null}
      </div>
      <Button variant="outline" size="sm" onClick={onResend} disabled={resend.isPending || email.status === 'sending'}>
        {leadsCopy.resend}
      </Button>
    </li>
  )
}
