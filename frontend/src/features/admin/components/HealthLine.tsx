import { Link } from 'react-router'
import { healthCopy as copy } from '@/content/admin-overview'
import { cn } from '@/lib/cn'
import type { OverviewHealth } from '../types'

// The day's health in one line (the job dashboard's figures). The verdict is in words as
// well as colour; the link shows only to those who may open the job dashboard (admins).
export function HealthLine({ health, linkToJobs }: { health: OverviewHealth; linkToJobs: boolean }) {
  const ok = health.jobsFailing === 0 && health.emailsNotSent === 0 && health.webhooksFailing === 0
  return (
    <p className="text-sm text-slate-800">
      <span className="font-semibold">{copy.label}: </span>
      <span className={cn('font-semibold', ok ? 'text-green-800' : 'text-red-800')}>
        <span aria-hidden="true">{ok ? '✓ ' : '! '}</span>
        {ok ? copy.allClear : copy.attention}
      </span>
      {' · '}
      {copy.jobsFailing(health.jobsFailing)} · {copy.emailsNotSent(health.emailsNotSent)} ·{' '}
      {copy.webhooksFailing(health.webhooksFailing)}
      {linkToJobs ? (
        <>
          {' · '}
          <Link to="/admin/jobs" className="font-medium text-accent-800 underline">
            {copy.link}
          </Link>
        </>
      ) : null}
    </p>
  )
}
