import { Link } from 'react-router'
import { buttonStyles } from '@/components/ui/button-styles'
import { Alert } from '../components/Alert'
import { Panel } from '../components/Panel'
import { RequireArea } from '../components/RequireArea'
import { formatDateTime } from '../lib/dates'
import { useIssues } from './api/issues'
import { DigestSettingsForm } from './DigestSettingsForm'
import { IssueStatusBadge } from './IssueStatusBadge'
import { listLabels } from './labels'

// /admin/newsletter: every issue with its figures, and the weekly digest's settings (issue 36).
export function NewsletterIssuesPage() {
  return (
    <RequireArea area="newsletter">
      <Issues />
    </RequireArea>
  )
}

const cell = 'px-4 py-3 align-top'
const head = 'px-4 py-3 font-semibold'

function Issues() {
  const issues = useIssues()
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold text-slate-900">Newsletter</h2>
        <Link to="/admin/newsletter/new" className={buttonStyles({ size: 'sm' })}>
          Write an issue
        </Link>
      </div>
      <p className="text-slate-700">
        Issues go to confirmed subscribers of the chosen list, once each. We count what the mail server took, never
        who opened an issue or followed its links.
      </p>
      {issues.isPending ? <p role="status">Loading...</p> : null}
      {issues.isError ? <Alert tone="error">{issues.error.message}</Alert> : null}
      {issues.data ? (
        <Panel title="Issues">
          {issues.data.issues.length === 0 ? (
            <p className="text-slate-600">No issues yet.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Newsletter issues, newest first</caption>
                <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className={head}>Subject</th>
                    <th scope="col" className={head}>List</th>
                    <th scope="col" className={head}>Status</th>
                    <th scope="col" className={head}>Sent</th>
                    <th scope="col" className={head}>When</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {issues.data.issues.map((issue) => (
                    <tr key={issue.id}>
                      <th scope="row" className={`${cell} font-medium`}>
                        <Link className="text-accent-700 underline" to={`/admin/newsletter/${issue.id}`}>
                          {issue.subject}
                        </Link>
                      </th>
                      <td className={cell}>{listLabels[issue.list]}</td>
                      <td className={cell}>
                        <IssueStatusBadge status={issue.status} />
                      </td>
                      <td className={cell}>
                        {issue.status === 'draft' ? '—' : `${issue.counts.sent} of ${issue.counts.total}`}
                      </td>
                      <td className={cell}>{formatDateTime(issue.sent_at ?? issue.scheduled_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Panel>
      ) : null}
      <Panel title="Weekly digest">
        <DigestSettingsForm />
      </Panel>
    </div>
  )
}
