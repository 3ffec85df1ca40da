import { Link, Navigate } from 'react-router'
import { buttonStyles } from '@/components/ui/button-styles'
import { adminDashboardCopy as copy, quickActions } from '@/content/admin'
import { useDashboard } from './api/get-dashboard'
import { useOverviewSummary } from './api/get-overview-summary'
import { useSession } from './api/get-session'
import { Alert } from './components/Alert'
import { OverviewSummaryBand } from './components/OverviewSummaryBand'
import type { DashboardCounts } from './types'

const STAT_ORDER: (keyof DashboardCounts)[] = ['total_posts', 'published', 'drafts', 'categories']

// /admin (spec 2.16). The header, greeting and sidebar come from AdminLayout.
export function AdminDashboardPage() {
  const session = useSession()
  const canBlog = session.data?.user?.areas.includes('blog') ?? false
  // Of the roles that reach this page (admin, editor), only admins read leads: the band
  // of issue 27 is theirs. Editors see the spec's dashboard alone.
  const isAdmin = session.data?.user?.areas.includes('leads') ?? false
  const dashboard = useDashboard({ enabled: canBlog })
  // Asked for beside the counts, not after them; the band reads the same cache entry.
  useOverviewSummary({ enabled: isAdmin })

  if (!canBlog) {
    // Sales staff: their home is the leads inbox.
    return <Navigate to="/admin/leads" replace />
  }
  if (dashboard.isPending) return <p role="status">{copy.loading}</p>
  if (dashboard.isError) return <Alert tone="error">{dashboard.error.message}</Alert>

  const counts = dashboard.data.counts
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold text-slate-900">Dashboard</h2>
      {isAdmin ? <OverviewSummaryBand /> : null}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {STAT_ORDER.map((key) => (
          <li key={key} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="text-sm font-medium text-slate-600" id={`stat-${key}`}>
              {copy.stats[key]}
            </p>
            <p className="mt-2 text-3xl font-bold text-slate-900" aria-labelledby={`stat-${key}`}>
              {counts[key]}
            </p>
          </li>
        ))}
      </ul>
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="text-lg font-semibold text-slate-900">{copy.quickActions}</h3>
          <div className="mt-4 flex flex-wrap gap-3">
            {quickActions.map((action, index) => (
              <Link
                key={action.href}
                to={action.href}
                className={buttonStyles({ variant: index === 0 ? 'primary' : 'outline' })}
              >
                {action.label}
              </Link>
            ))}
          </div>
        </section>
        <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="text-lg font-semibold text-slate-900">{copy.recentActivity}</h3>
          <p className="mt-4 text-slate-700">{copy.recentActivityText}</p>
        </section>
      </div>
    </div>
  )
}
