import { Link } from 'react-router'
import { buttonStyles } from '@/components/ui/button-styles'
import { summaryBandCopy as copy } from '@/content/admin-overview'
import { useOverviewSummary } from '../api/get-overview-summary'
import { Alert } from './Alert'
import { HealthLine } from './HealthLine'

// The dashboard's one band for admins (issue 27): this week's leads against last week's,
// the follow-ups due today and the day's health, with the way to the Overview. It loads on
// its own, so the spec's cards below never wait for it or fail with it.
export function OverviewSummaryBand() {
  const summary = useOverviewSummary()
  return (
    <section
      aria-labelledby="overview-band-title"
      className="space-y-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="overview-band-title" className="text-lg font-semibold text-slate-900">
          {copy.title}
        </h3>
        <Link to="/admin/overview" className={buttonStyles({ variant: 'outline', size: 'sm' })}>
          {copy.link}
        </Link>
      </div>
      {summary.isPending ? <p role="status">{copy.loading}</p> : null}
      {summary.isError ? <Alert tone="error">{summary.error.message}</Alert> : null}
      {summary.data ? (
        <>
          <p className="text-slate-800">
            {copy.leads(summary.data.leadsThisWeek, summary.data.leadsLastWeek)} ·{' '}
            {copy.followUps(summary.data.followUpsDueToday)}
          </p>
          <HealthLine health={summary.data.health} linkToJobs />
        </>
      ) : null}
    </section>
  )
}
