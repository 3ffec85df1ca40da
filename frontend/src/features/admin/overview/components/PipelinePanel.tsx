import { useMemo } from 'react'
import { overviewCopy as copy } from '@/content/admin-overview'
import { Panel } from '../../components/Panel'
import { barChart } from '../bar-chart'
import { daysCell, hoursCell, intCell, percentCell, textCell } from '../cells'
import { styleAt } from '../chart-styles'
import { formatDay } from '../range'
import type { Overview, OverviewRange } from '../types'
import { ChartTable, type ChartTableData } from './ChartTable'
import { UPlotChart } from './UPlotChart'

type Pipeline = Overview['pipeline']

// The discovery calls the range's leads booked (issue 34), as sales marked them.
const CALLS = [
  ['Calls booked', 'booked'],
  ['Calls attended', 'attended'],
  ['Calls no-show', 'noShow'],
] as const

export function pipelineTable(pipeline: Pipeline, range: OverviewRange): ChartTableData {
  return {
    caption: `Sales pipeline: of the leads that arrived ${formatDay(range.from)} to ${formatDay(range.to)}, how many reached each stage`,
    filename: `pipeline-${range.from}-to-${range.to}`,
    columns: [
      { label: 'Stage' },
      { label: 'Leads reached', numeric: true },
      { label: 'Conversion from the stage before (%)', numeric: true },
    ],
    rows: pipeline.stages.map((stage) => ({
      key: stage.stage,
      cells: [textCell(stage.label), intCell(stage.reached), percentCell(stage.conversion)],
    })),
  }
}

// The leads of the range by the furthest stage they reached, and how long they waited.
export function PipelinePanel({ pipeline, range }: { pipeline: Pipeline; range: OverviewRange }) {
  const chart = useMemo(
    () =>
      barChart(
        pipeline.stages.map((stage) => stage.label),
        [{ label: 'Leads reached', values: pipeline.stages.map((stage) => stage.reached), style: styleAt(0) }],
        'grouped',
      ),
    [pipeline.stages],
  )
  const firstContact = hoursCell(pipeline.medianHoursToFirstContact)
  const toWon = daysCell(pipeline.medianDaysToWon)
  const words = pipeline.stages.map((stage) => `${stage.label} ${stage.reached}`).join(', ')
  return (
    <Panel title={copy.pipeline}>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-sm text-slate-700">Median time to first contact</dt>
          <dd className="text-xl font-bold text-slate-900">{firstContact.text}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-sm text-slate-700">Median time to won</dt>
          <dd className="text-xl font-bold text-slate-900">{toWon.text}</dd>
        </div>
      </dl>
      <div role="group" aria-label="Discovery calls">
        <dl className="grid gap-3 sm:grid-cols-3">
          {CALLS.map(([label, key]) => (
            <div key={key} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-sm text-slate-700">{label}</dt>
              <dd className="text-xl font-bold text-slate-900">{pipeline.calls[key]}</dd>
            </div>
          ))}
        </dl>
      </div>
      <UPlotChart chart={chart} height={200} label={`Bar chart of leads reaching each stage: ${words}. ${copy.chartNote}`} />
      <ChartTable table={pipelineTable(pipeline, range)} />
    </Panel>
  )
}
