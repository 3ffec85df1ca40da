import { Panel } from '../../components/Panel'
import { intCell, textCell } from '../cells'
import { formatDay } from '../range'
import type { Overview } from '../types'
import { ChartTable, type ChartTableData } from './ChartTable'

type SubscribersData = Pick<Overview, 'range' | 'subscribers'>

export function subscribersTable({ range, subscribers }: SubscribersData): ChartTableData {
  const weekly = range.bucket === 'week'
  return {
    caption: `Newsletter subscribers who confirmed and who left, per ${weekly ? 'week' : 'day'}, ${formatDay(range.from)} to ${formatDay(range.to)}`,
    filename: `newsletter-subscribers-${range.from}-to-${range.to}`,
    columns: [{ label: weekly ? 'Week starting' : 'Day' }, { label: 'Joined', numeric: true }, { label: 'Left', numeric: true }],
    rows: subscribers.series.map((period) => ({
      key: period.period,
      cells: [textCell(period.period, formatDay(period.period)), intCell(period.joined), intCell(period.left)],
    })),
  }
}

// The newsletter list (issue 36): its size now and its growth over the range, against the
// period before. "Left" counts unsubscribes and bounces through the newsletter's emails.
export function SubscribersPanel({ overview }: { overview: SubscribersData }) {
  const { subscribers } = overview
  const growth = subscribers.joined - subscribers.left
  return (
    <Panel title="Newsletter subscribers">
      <p className="text-slate-800">
        <span className="text-2xl font-bold text-slate-900">{subscribers.size.toLocaleString('en-GB')}</span> confirmed
        subscribers now; {growth >= 0 ? '+' : '−'}
        {Math.abs(growth).toLocaleString('en-GB')} in this range ({subscribers.joined} joined, {subscribers.left} left;
        the period before: {subscribers.previousJoined} joined, {subscribers.previousLeft} left).
      </p>
      <ChartTable table={subscribersTable(overview)} />
    </Panel>
  )
}
