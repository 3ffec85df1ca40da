import { jobsCopy as copy } from '@/content/admin-jobs'
import { cn } from '@/lib/cn'
import type { HealthCheck, HealthSummary as Summary } from '../types'

const verdicts = {
  ok: { text: copy.healthOk, style: 'border-green-200 bg-green-50 text-green-900' },
  warning: { text: copy.healthWarning, style: 'border-amber-300 bg-amber-50 text-amber-900' },
  down: { text: copy.healthDown, style: 'border-red-300 bg-red-50 text-red-900' },
} as const

function mark(ok: boolean | null): { symbol: string; label: string; style: string } {
  if (ok === null) return { symbol: '?', label: 'Unknown', style: 'bg-slate-200 text-slate-700' }
  return ok
    ? { symbol: '✓', label: 'OK', style: 'bg-green-100 text-green-800' }
    : { symbol: '!', label: 'Problem', style: 'bg-red-100 text-red-800' }
}

function Line({ check }: { check: HealthCheck }) {
  const { symbol, label, style } = mark(check.ok)
  return (
    <li aria-label={`${check.label}: ${label}`} className="flex items-start gap-3 py-1.5">
      <span aria-hidden="true" className={cn('mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold', style)}>
        {symbol}
      </span>
      <span className="text-sm">
        <span className="font-semibold text-slate-900">{check.label}</span>
        <span className="text-slate-700"> — {check.detail}</span>
      </span>
    </li>
  )
}

// The top of the job dashboard: what /healthz checks plus the conditions under which jobs
// silently stop (no worker, no scheduler, an evicting Redis, a stuck outbox), one line each.
export function HealthSummary({ summary }: { summary: Summary }) {
  const verdict = verdicts[summary.status]
  return (
    <section aria-label={copy.health} className={cn('rounded-xl border p-4', verdict.style)}>
      <h3 className="font-semibold">
        {copy.health}: {verdict.text}
      </h3>
      <ul className="mt-2 grid gap-x-6 sm:grid-cols-2">
        {summary.checks.map((check) => (
          <Line key={check.code} check={check} />
        ))}
      </ul>
    </section>
  )
}
