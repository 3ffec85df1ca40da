import { formatDateTime } from '@/features/admin/lib/dates'
import type { LeadDetail } from '../types'
import { DetailList, utmText } from './DetailList'

export function SignupConsent({ signup }: { signup: NonNullable<LeadDetail['signup']> }) {
  return (
    <div className="space-y-4">
      <DetailList
        items={[
          { label: 'List', value: signup.list_label },
          { label: 'Status', value: signup.status },
          { label: 'Tags', value: signup.tags.join(', ') },
          { label: 'Confirmed', value: signup.confirmed_at ? formatDateTime(signup.confirmed_at) : null },
          { label: 'Unsubscribed', value: signup.unsubscribed_at ? formatDateTime(signup.unsubscribed_at) : null },
        ]}
      />
      <h4 className="font-semibold text-slate-900">Consent records</h4>
      <ol className="space-y-3">
        {signup.consents.map((consent) => (
          <li key={`${consent.version}-${consent.created_at}`} className="rounded-lg border border-slate-200 p-3">
            <p className="text-sm text-slate-900">“{consent.wording}”</p>
            <p className="mt-2 text-xs text-slate-600">
              Version {consent.version} · {formatDateTime(consent.created_at)} · page {consent.page ?? '—'} · referrer{' '}
              {consent.referrer ?? '—'}
              {Object.keys(consent.utm).length ? ` · ${utmText(consent.utm)}` : ''}
            </p>
          </li>
        ))}
      </ol>
    </div>
  )
}
