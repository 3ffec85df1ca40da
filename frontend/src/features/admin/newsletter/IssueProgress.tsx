import { Panel } from '../components/Panel'
import { formatDateTime } from '../lib/dates'
import { skipReasonLabels } from './labels'
import type { Issue } from './types'

// The send's progress (polled while it is sending) and, once sent, what it came to.
export function IssueProgress({ issue }: { issue: Issue }) {
  const { counts } = issue
  const settled = counts.sent + counts.failed + counts.skipped
  const reasons = Object.entries(counts.skipped_reasons)
  return (
    <Panel title="Delivery">
      <label className="block text-sm font-medium text-slate-800" htmlFor={`progress-${issue.id}`}>
        {issue.status === 'sending' ? 'Sending' : `Sent ${formatDateTime(issue.sent_at)}`}: {settled} of {counts.total}
      </label>
      <progress
        id={`progress-${issue.id}`}
        className="h-3 w-full accent-accent-700"
        max={Math.max(counts.total, 1)}
        value={settled}
      />
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
        <Figure label="Queued" value={counts.queued} />
        <Figure label="Sent" value={counts.sent} />
        <Figure label="Failed" value={counts.failed} />
        <Figure label="Skipped" value={counts.skipped} />
        <Figure label="Unsubscribed after" value={counts.unsubscribed_after} />
      </dl>
      {reasons.length ? (
        <p className="text-sm text-slate-700">
          Skipped:{' '}
          {reasons.map(([reason, count]) => `${count} ${skipReasonLabels[reason] ?? reason}`).join(', ')}.
        </p>
      ) : null}
      {issue.archive_url ? (
        <p className="text-sm">
          <a className="text-accent-700 underline" href={issue.archive_url}>
            See it in the public archive
          </a>
        </p>
      ) : null}
    </Panel>
  )
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900">{value.toLocaleString('en-GB')}</dd>
    </div>
  )
}
