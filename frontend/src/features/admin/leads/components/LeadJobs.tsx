import { emailPurposeLabels } from '@/content/admin-leads'
import { formatDateTime } from '@/features/admin/lib/dates'
import type { LeadJob } from '../types'
import { StatusPill } from './DeliveryBadge'

const SOURCE_NOTE: Record<LeadJob['source'], string> = {
  rq: 'from RQ',
  outbox: 'from the outbox (Redis no longer has this job)',
  none: 'no record',
}

// Lead → job traceability: the submission's own job, a finder run's sales notice job and
// each email's delivery job.
export function LeadJobs({ jobs }: { jobs: LeadJob[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {jobs.map((job) => (
        <li key={job.id} aria-label={`Job ${job.id}`} className="space-y-1 py-3 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">
              {job.role === 'submission'
                ? 'Submission job'
                : job.role === 'sales'
                  ? 'Sales notice job'
                  : `Delivery: ${emailPurposeLabels[job.purpose ?? ''] ?? job.purpose}`}
            </span>
            <StatusPill status={job.status} label={job.status} />
            <span className="text-slate-500">{SOURCE_NOTE[job.source]}</span>
          </p>
          <p className="break-all font-mono text-xs text-slate-600">
            {job.func} · {job.queue} · id {job.id}
          </p>
          {job.ended_at ? <p className="text-xs text-slate-600">Ended {formatDateTime(job.ended_at)}</p> : null}
          {job.traceback ? (
            <details>
              <summary className="cursor-pointer text-red-800">
                {job.exc_type}: {job.exc_message}
              </summary>
              <pre className="mt-2 max-h-64 overflow-auto rounded bg-slate-900 p-3 text-xs text-slate-100">{job.traceback}</pre>
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
