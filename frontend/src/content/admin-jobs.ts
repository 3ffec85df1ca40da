// Copy for the operators' job dashboard (/admin/jobs).

export const jobStates = ['queued', 'started', 'finished', 'failed', 'deferred', 'scheduled'] as const
export type JobState = (typeof jobStates)[number]

export const jobStateLabels: Record<JobState, string> = {
  queued: 'Queued',
  started: 'Running',
  finished: 'Finished',
  failed: 'Failed',
  deferred: 'Deferred',
  scheduled: 'Scheduled',
}

export const jobsCopy = {
  title: 'Jobs',
  intro: "What the workers are doing, what failed and why. Jobs carry ids only, never a visitor's details.",
  refreshSeconds: 5,
  queues: 'Queues',
  workers: 'Workers',
  noWorkers: 'No worker is registered.',
  failed: 'Failed jobs',
  noFailed: 'No failed jobs.',
  throughput: 'Last 24 hours',
  retry: 'Retry',
  retryGroup: 'Retry all',
  delete: 'Delete',
  deleteQuestion: 'Delete this job for good? It will not run again.',
  confirmDelete: 'Yes, delete',
  showTraceback: 'Traceback',
  warnings: 'Warnings',
  health: 'Health',
  healthOk: 'all clear',
  healthWarning: 'jobs may wait or be lost',
  healthDown: 'a part is down',
} as const
