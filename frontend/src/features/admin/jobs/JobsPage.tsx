import { jobsCopy as copy } from '@/content/admin-jobs'
import { formatDateTime } from '@/features/admin/lib/dates'
import { Alert } from '../components/Alert'
import { Panel } from '../components/Panel'
import { RequireArea } from '../components/RequireArea'
import { useJobHealth } from './api/get-job-health'
import { useJobsOverview } from './api/get-jobs-overview'
import { FailedJobGroups } from './components/FailedJobGroups'
import { HealthSummary } from './components/HealthSummary'
import { QueueCountsTable } from './components/QueueCountsTable'
import { ThroughputChart } from './components/ThroughputChart'
import { WorkersTable } from './components/WorkersTable'

// /admin/jobs: the operators' job dashboard (admin only).
export function JobsPage() {
  return (
    <RequireArea area="jobs">
      <Jobs />
    </RequireArea>
  )
}

function Jobs() {
  const overview = useJobsOverview()
  const health = useJobHealth()
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold text-slate-900">{copy.title}</h2>
        <p className="text-slate-700">{copy.intro}</p>
        {overview.data ? (
          <p className="text-xs text-slate-500">
            Updated {formatDateTime(overview.data.generated_at)}; refreshes every {copy.refreshSeconds} seconds.
          </p>
        ) : null}
      </div>
      {health.data ? <HealthSummary summary={health.data} /> : null}
      {health.isError ? <Alert tone="error">{health.error.message}</Alert> : null}
      {overview.isPending ? <p role="status">Loading...</p> : null}
      {overview.isError ? <Alert tone="error">{overview.error.message}</Alert> : null}
      {overview.data ? (
        <>
          <Panel title={copy.queues}>
            <QueueCountsTable queues={overview.data.queues} />
          </Panel>
          <Panel title={copy.throughput}>
            <ThroughputChart hours={overview.data.throughput} />
          </Panel>
          <Panel title={copy.failed}>
            <FailedJobGroups groups={overview.data.failed} />
          </Panel>
          <Panel title={copy.workers}>
            <WorkersTable workers={overview.data.workers} />
          </Panel>
        </>
      ) : null}
    </div>
  )
}
