import { useMemo } from 'react'
import { leadSeries, overviewCopy as copy } from '@/content/admin-overview'
import { Panel } from '../../components/Panel'
import { barChart } from '../bar-chart'
import { changeCell, intCell, textCell } from '../cells'
import { styleAt } from '../chart-styles'
import { formatDay, shortDay } from '../range'
import type { Overview } from '../types'
import { ChartTable, type ChartTableData } from './ChartTable'
import { Legend } from './SeriesSwatch'
import { UPlotChart } from './UPlotChart'

type LeadsData = Pick<Overview, 'range' | 'leads'>

export function leadsTable({ range, leads }: LeadsData): ChartTableData {
  const weekly = range.bucket === 'week'
  return {
    caption: `Leads per ${weekly ? 'week' : 'day'} by form, ${formatDay(range.from)} to ${formatDay(range.to)} (spam excluded)`,
    filename: `leads-${range.from}-to-${range.to}`,
    columns: [
      { label: weekly ? 'Week starting' : 'Day' },
      ...leadSeries.map((s) => ({ label: s.label, numeric: true })),
      { label: 'Total', numeric: true },
    ],
    rows: leads.series.map((period) => ({
      key: period.period,
      cells: [
        textCell(period.period, formatDay(period.period)),
        ...leadSeries.map((s) => intCell(period[s.key])),
        intCell(leadSeries.reduce((sum, s) => sum + period[s.key], 0)),
      ],
    })),
  }
}

// Leads per day (or week, for ranges over 31 days), stacked by the form they came from.
export function LeadsPanel({ overview }: { overview: LeadsData }) {
  const { range, leads } = overview
  const chart = useMemo(
    () =>
      barChart(
        leads.series.map((period) => shortDay(period.period)),
        leadSeries.map((s, index) => ({ label: s.label, values: leads.series.map((p) => p[s.key]), style: styleAt(index) })),
        'stacked',
      ),
    [leads.series],
  )
  const change = changeCell(leads.total, leads.previousTotal)
  const per = range.bucket === 'week' ? 'week' : 'day'
  return (
    <Panel title={copy.leads}>
      <p className="text-slate-800">
        <span className="text-2xl font-bold text-slate-900">{leads.total}</span> leads; the period before:{' '}
        {leads.previousTotal}
        {change.value === null ? '' : ` (${change.text})`}
      </p>
      <UPlotChart
        chart={chart}
        label={`Bar chart of leads per ${per}, stacked by form: ${leads.total} leads in all. ${copy.chartNote}`}
      />
      <Legend items={leadSeries.map((s, index) => ({ label: s.label, style: styleAt(index) }))} />
      <ChartTable table={leadsTable(overview)} />
    </Panel>
  )
}
