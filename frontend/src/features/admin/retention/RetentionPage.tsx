import { formatDateTime } from '../lib/dates'
import { Alert } from '../components/Alert'
import { Panel } from '../components/Panel'
import { RequireArea } from '../components/RequireArea'
import { useRetention } from './api/get-retention'
import type { RetentionKind, RetentionRun } from './types'

// The retention schedule (issue 28), read-only: periods are environment settings
// (README, Configuration), applied by the worker once a day.
export function RetentionPage() {
  return (
    <RequireArea area="users">
      <Retention />
    </RequireArea>
  )
}

const cell = 'px-4 py-3 align-top'
const head = 'px-4 py-3 font-semibold'

function Retention() {
  const schedule = useRetention()
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold text-slate-900">Data retention</h2>
      <p className="text-slate-700">
        How long each kind of data is kept, and what the next daily run will delete. The periods are set in the
        server's environment; the privacy policy states the same ones.
      </p>
      {schedule.isPending ? <p role="status">Loading...</p> : null}
      {schedule.isError ? <Alert tone="error">{schedule.error.message}</Alert> : null}
      {schedule.data ? (
        <>
          <Panel title="Schedule">
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Retention periods and what the next run will delete</caption>
                <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className={head}>Kind of data</th>
                    <th scope="col" className={head}>Kept</th>
                    <th scope="col" className={head}>Setting</th>
                    <th scope="col" className={head}>Next run deletes</th>
                    <th scope="col" className={head}>Oldest</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {schedule.data.kinds.map((kind) => (
                    <KindRow key={kind.kind} kind={kind} />
                  ))}
                </tbody>
              </table>
            </div>
          </Panel>
          <Panel title="Last runs">
            <Runs runs={schedule.data.runs} labels={labelsOf(schedule.data.kinds)} />
          </Panel>
        </>
      ) : null}
    </div>
  )
}

function labelsOf(kinds: RetentionKind[]): Record<string, string> {
  return Object.fromEntries(kinds.map((kind) => [kind.kind, kind.label]))
}

function KindRow({ kind }: { kind: RetentionKind }) {
  return (
    <tr>
      <th scope="row" className={`${cell} font-medium text-slate-900`}>
        {kind.label}
        <p className="mt-1 font-normal text-slate-600">{kind.then}</p>
      </th>
      <td className={cell}>{kind.period_text}</td>
      <td className={cell}>{kind.setting ? <code>{kind.setting}</code> : '—'}</td>
      <td className={cell}>{kind.due ? kind.due.count.toLocaleString('en-GB') : 'With its lead'}</td>
      <td className={cell}>{kind.due?.oldest ? formatDateTime(kind.due.oldest) : '—'}</td>
    </tr>
  )
}

function Runs({ runs, labels }: { runs: RetentionRun[]; labels: Record<string, string> }) {
  if (runs.length === 0) return <p className="text-slate-700">No run yet: the worker runs the schedule once a day.</p>
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">The last retention runs, newest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className={head}>Started</th>
            <th scope="col" className={head}>Result</th>
            <th scope="col" className={head}>Deleted</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {runs.map((run) => (
            <tr key={run.id}>
              <th scope="row" className={`${cell} font-medium text-slate-900`}>
                {formatDateTime(run.started_at)}
                <span className="block font-normal text-slate-600">
                  {run.trigger === 'schedule' ? 'Daily run' : 'Run by hand'}
                </span>
              </th>
              <td className={cell}>
                {run.status === 'succeeded' ? 'Done' : run.status === 'failed' ? `Failed: ${run.error ?? ''}` : 'Running'}
              </td>
              <td className={cell}>{deleted(run.counts, labels)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function deleted(counts: Record<string, number>, labels: Record<string, string>): string {
  const parts = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${labels[kind] ?? kind}: ${count.toLocaleString('en-GB')}`)
  return parts.length ? parts.join('; ') : 'Nothing was due'
}
