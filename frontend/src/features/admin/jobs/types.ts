// Shapes /api/admin/jobs answers with (web/api/admin/jobs.py, pipeline/ops/).
import type { JobState } from '@/content/admin-jobs'

export type QueueCounts = { name: string } & Record<JobState, number>

export type WorkerInfo = {
  name: string
  state: string
  queues: string[]
  current_job_id: string | null
  last_heartbeat: string | null
  birth: string | null
  successful_jobs: number
  failed_jobs: number
}

export type FailedJob = {
  id: string
  func: string
  args: string[]
  queue: string
  status: string
  enqueued_at: string | null
  started_at: string | null
  ended_at: string | null
  retries_left: number | null
  exc_type: string | null
  exc_message: string | null
  traceback: string | null
}

export type FailedGroup = { exc_type: string; count: number; jobs: FailedJob[] }

export type HourBucket = { hour: string; finished: number; failed: number }

export type HealthWarning = { code: string; message: string }

export type JobsOverview = {
  queues: QueueCounts[]
  workers: WorkerInfo[]
  failed: FailedGroup[]
  throughput: HourBucket[]
  warnings: HealthWarning[]
  generated_at: string
}

// GET /api/admin/jobs/health (pipeline/ops/health.py summary). ok null: unknown, because
// the part it is read from is down.
export type HealthCheck = { code: string; label: string; ok: boolean | null; detail: string }

export type HealthSummary = {
  status: 'ok' | 'warning' | 'down'
  checks: HealthCheck[]
  generated_at: string
}
