import { useSearchParams } from 'react-router'
import { overviewCopy as copy, rangeCopy } from '@/content/admin-overview'
import { useSession } from '../api/get-session'
import { Alert } from '../components/Alert'
import { HealthLine } from '../components/HealthLine'
import { RequireArea } from '../components/RequireArea'
import { useOverview } from './api/get-overview'
import { FunnelsPanel } from './components/FunnelsPanel'
import { LeadsPanel } from './components/LeadsPanel'
import { PipelinePanel } from './components/PipelinePanel'
import { SubscribersPanel } from './components/SubscribersPanel'
import { RangePicker } from './components/RangePicker'
import { SourcesPanel } from './components/SourcesPanel'
import { formatDay, rangeFromParams, rangeParams } from './range'

// /admin/overview (issue 27): the owner's Monday questions in charts, for admins and sales
// (the roles that read leads). A route chunk of its own, with the chart library, so neither
// the public pages nor the other admin screens download it.
export function OverviewPage() {
  return (
    <RequireArea area="leads">
      <Overview />
    </RequireArea>
  )
}

function Overview() {
  const [params, setParams] = useSearchParams()
  const range = rangeFromParams(params)
  const overview = useOverview(range.from, range.to)
  const session = useSession()
  const canOpenJobs = session.data?.user?.areas.includes('jobs') ?? false
  const data = overview.data

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold text-slate-900">{copy.title}</h2>
        <p className="text-slate-700">{copy.intro}</p>
      </div>
      <RangePicker
        range={range}
        onPreset={(value) => setParams(rangeParams(value))}
        onCustom={(from, to) => setParams(rangeParams('custom', from, to))}
      />
      {range.invalid ? <Alert tone="info">{rangeCopy.badAddress}</Alert> : null}
      {data ? (
        <p className="text-sm text-slate-700" aria-live="polite">
          {formatDay(data.range.from)} to {formatDay(data.range.to)}.{' '}
          {rangeCopy.compared(formatDay(data.range.previousFrom), formatDay(data.range.previousTo))}.
          {overview.isPlaceholderData ? ` ${copy.loading}` : ''}
        </p>
      ) : null}
      {overview.isPending ? <p role="status">{copy.loading}</p> : null}
      {overview.isError ? <Alert tone="error">{overview.error.message}</Alert> : null}
      {data ? (
        <div className="space-y-6" aria-busy={overview.isPlaceholderData}>
          <HealthLine health={data.health} linkToJobs={canOpenJobs} />
          <LeadsPanel overview={data} />
          <FunnelsPanel funnels={data.funnels} range={data.range} />
          <SourcesPanel sources={data.sources} range={data.range} />
          <PipelinePanel pipeline={data.pipeline} range={data.range} />
          <SubscribersPanel overview={data} />
        </div>
      ) : null}
    </div>
  )
}
