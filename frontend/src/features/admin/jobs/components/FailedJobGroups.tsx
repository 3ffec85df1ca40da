import { toast } from 'sonner'
import { Button } from '@/components/ui/Button'
import { jobsCopy as copy } from '@/content/admin-jobs'
import { formatDateTime } from '@/features/admin/lib/dates'
import { ConfirmButton } from '../../components/ConfirmButton'
import { useDeleteJob } from '../api/delete-job'
import { useRetryGroup } from '../api/retry-group'
import { useRetryJob } from '../api/retry-job'
import type { FailedGroup, FailedJob } from '../types'

// Job data is rendered only as React text: never as HTML (a stored-XSS hole other
// dashboards have had through exception messages and arguments).
export function FailedJobGroups({ groups }: { groups: FailedGroup[] }) {
  if (groups.length === 0) return <p className="text-sm text-slate-600">{copy.noFailed}</p>
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <Group key={group.exc_type} group={group} />
      ))}
    </div>
  )
}

function Group({ group }: { group: FailedGroup }) {
  const retryGroup = useRetryGroup()
  const onRetryAll = () =>
    retryGroup.mutate(group.exc_type, {
      onSuccess: (data) => toast.success(`Retrying ${data.retried} job(s).`),
      onError: (error) => toast.error(error.message),
    })
  return (
    <section aria-label={`Failed: ${group.exc_type}`} className="rounded-lg border border-red-200">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-red-100 bg-red-50 px-4 py-2">
        <h4 className="font-mono text-sm font-semibold text-red-900">
          {group.exc_type} <span className="font-sans font-normal">({group.count})</span>
        </h4>
        <Button size="sm" variant="outline" disabled={retryGroup.isPending} onClick={onRetryAll}>
          {copy.retryGroup}
        </Button>
      </header>
      <ul className="divide-y divide-slate-100">
        {group.jobs.map((job) => (
          <JobRow key={job.id} job={job} />
        ))}
      </ul>
    </section>
  )
}

function JobRow({ job }: { job: FailedJob }) {
  const retry = useRetryJob()
  const remove = useDeleteJob()
  const onRetry = () =>
    retry.mutate(job.id, {
      onSuccess: () => toast.success('Queued to run again.'),
      onError: (error) => toast.error(error.message),
    })
  const onDelete = () => remove.mutate(job.id, { onError: (error) => toast.error(error.message) })
  return (
    <li aria-label={`Failed job ${job.id}`} className="space-y-2 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-all font-mono text-xs text-slate-900">
            {job.func}({job.args.join(', ')})
          </p>
          <p className="text-xs text-slate-600">
            {job.queue} · id {job.id} · failed {formatDateTime(job.ended_at)}
          </p>
          <p className="break-words text-red-800">{job.exc_message}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={retry.isPending} onClick={onRetry}>
            {copy.retry}
          </Button>
          <ConfirmButton label={copy.delete} question={copy.deleteQuestion} confirmLabel={copy.confirmDelete} busy={remove.isPending} onConfirm={onDelete} />
        </div>
      </div>
      {job.traceback ? (
        <details>
          <summary className="cursor-pointer text-slate-700">{copy.showTraceback}</summary>
          <pre className="mt-2 max-h-80 overflow-auto rounded bg-slate-900 p-3 text-xs text-slate-100">{job.traceback}</pre>
        </details>
      ) : null}
    </li>
  )
}
