// GET /api/admin/retention (web/openapi_retention_paths.py).
export type RetentionKind = {
  kind: string
  label: string
  setting: string | null
  period: number | null
  unit: 'days' | 'months' | null
  period_text: string
  then: string
  // What the next run would delete; null: deleted with another kind.
  due: { count: number; oldest: string | null } | null
}

export type RetentionRun = {
  id: number
  trigger: 'schedule' | 'cli'
  status: 'running' | 'succeeded' | 'failed'
  started_at: string | null
  finished_at: string | null
  counts: Record<string, number>
  error: string | null
}

export type RetentionSchedule = { kinds: RetentionKind[]; runs: RetentionRun[] }
