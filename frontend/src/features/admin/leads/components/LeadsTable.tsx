import { Link } from 'react-router'
import { emailPurposeLabels, leadFlagCopy, stageLabels, submissionStatusLabels } from '@/content/admin-leads'
import { formatDateTime } from '@/features/admin/lib/dates'
import type { LeadSummary } from '../types'
import { StatusPill } from './DeliveryBadge'
import { ScoreBadge } from './ScoreBadge'

// Every value is rendered as React text (escaped); leads are visitor-written, never markup.
export function LeadsTable({ leads }: { leads: LeadSummary[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Received</th>
            <th scope="col" className="px-4 py-3 font-semibold">Kind</th>
            <th scope="col" className="px-4 py-3 font-semibold">Who</th>
            <th scope="col" className="px-4 py-3 font-semibold">About</th>
            <th scope="col" className="px-4 py-3 font-semibold">Score</th>
            <th scope="col" className="px-4 py-3 font-semibold">Stage</th>
            <th scope="col" className="px-4 py-3 font-semibold">Owner</th>
            <th scope="col" className="px-4 py-3 font-semibold">Next action</th>
            <th scope="col" className="px-4 py-3 font-semibold">Status</th>
            <th scope="col" className="px-4 py-3 font-semibold">Emails</th>
            <th scope="col" className="px-4 py-3 font-semibold">Handled</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {leads.map((lead) => (
            <tr key={lead.id} className={lead.is_spam ? 'bg-slate-50 text-slate-500' : undefined}>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatDateTime(lead.created_at)}</td>
              <td className="px-4 py-3 text-slate-700">
                {lead.kind_label}
                {lead.is_spam ? (
                  <span className="ml-1 text-xs font-semibold text-red-700" title={lead.spam_label ?? undefined}>
                    ({lead.suspect ? leadFlagCopy.suspect : leadFlagCopy.spam})
                  </span>
                ) : null}
                {lead.is_repeat ? (
                  <span className="ml-1 rounded bg-slate-100 px-1.5 text-xs font-semibold text-slate-700" title={leadFlagCopy.repeatDetail}>
                    {leadFlagCopy.repeat}
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3">
                <Link to={`/admin/leads/${lead.id}`} className="font-medium text-slate-900 hover:text-accent-700 hover:underline">
                  {lead.name || lead.email}
                </Link>
                <p className="text-xs text-slate-500">{lead.email}</p>
              </td>
              <td className="max-w-xs px-4 py-3 text-slate-700">{lead.summary}</td>
              <td className="px-4 py-3">
                <ScoreBadge score={lead.score} reasons={lead.score_reasons} />
              </td>
              <td className="px-4 py-3 text-slate-700">{stageLabels[lead.stage] ?? lead.stage}</td>
              <td className="px-4 py-3 text-slate-700">{lead.owner ? (lead.owner.email ?? 'A removed account') : '—'}</td>
              <td className="px-4 py-3 text-slate-700">
                {lead.follow_up ? (
                  <>
                    {lead.follow_up.action}
                    <span className={lead.follow_up.overdue ? 'block text-xs font-semibold text-red-700' : 'block text-xs text-slate-500'}>
                      {lead.follow_up.overdue ? 'Overdue: ' : 'Due '}
                      {lead.follow_up.due}
                    </span>
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td className="px-4 py-3">
                <StatusPill status={lead.status} label={submissionStatusLabels[lead.status] ?? lead.status} />
              </td>
              <td className="px-4 py-3">
                <ul className="flex flex-col gap-1">
                  {lead.emails.map((email) => (
                    <li key={email.id} title={`${emailPurposeLabels[email.purpose] ?? email.purpose} → ${email.to}`}>
                      <StatusPill status={email.status} />
                    </li>
                  ))}
                </ul>
              </td>
              <td className="px-4 py-3 text-slate-700">{lead.handled ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
