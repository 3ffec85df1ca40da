import { useMemo } from 'react'
import { overviewCopy as copy } from '@/content/admin-overview'
import { Panel } from '../../components/Panel'
import { barChart } from '../bar-chart'
import { changeCell, intCell, percentCell, textCell } from '../cells'
import { previousStyle, styleAt } from '../chart-styles'
import { formatDay } from '../range'
import type { Funnel, OverviewRange } from '../types'
import { ChartTable, type ChartTableData } from './ChartTable'
import { Legend } from './SeriesSwatch'
import { UPlotChart } from './UPlotChart'

export function funnelTable(funnel: Funnel, range: OverviewRange): ChartTableData {
  return {
    caption: `${funnel.label}: visitors at each step, ${formatDay(range.from)} to ${formatDay(range.to)}, against ${formatDay(range.previousFrom)} to ${formatDay(range.previousTo)}`,
    filename: `funnel-${funnel.flow}-${range.from}-to-${range.to}`,
    columns: [
      { label: 'Step' },
      { label: 'This period', numeric: true },
      { label: 'Previous period', numeric: true },
      { label: 'Change (%)', numeric: true },
      { label: 'Drop-off from the step before (%)', numeric: true },
    ],
    rows: funnel.steps.map((step, index) => ({
      key: `${step.step}-${index}`,
      cells: [
        textCell(step.label),
        intCell(step.count),
        intCell(step.previous),
        changeCell(step.count, step.previous),
        percentCell(step.dropOff),
      ],
    })),
  }
}

const legend = [
  { label: 'This period', style: styleAt(0) },
  { label: 'Previous period', style: previousStyle },
]

function FunnelChart({ funnel, range, first: isFirst }: { funnel: Funnel; range: OverviewRange; first: boolean }) {
  const chart = useMemo(
    () =>
      barChart(
        funnel.steps.map((step) => step.label),
        [
          { label: 'This period', values: funnel.steps.map((s) => s.count), style: styleAt(0) },
          { label: 'Previous period', values: funnel.steps.map((s) => s.previous), style: previousStyle },
        ],
        'grouped',
        { rotate: funnel.steps.length > 5 },
      ),
    [funnel.steps],
  )
  const first = funnel.steps[0]?.count ?? 0
  const last = funnel.steps.at(-1)
  const through = first && last ? percentCell(last.count / first).text : copy.notApplicable
  const headingId = `funnel-${funnel.flow}`
  return (
    <section aria-labelledby={headingId} className={isFirst ? 'space-y-3' : 'space-y-3 border-t border-slate-200 pt-4'}>
      <h4 id={headingId} className="text-base font-semibold text-slate-900">
        {funnel.label}
      </h4>
      <UPlotChart
        chart={chart}
        height={200}
        label={`Bar chart of the ${funnel.label} funnel, this period beside the previous one: ${first} at the first step, ${last?.count ?? 0} at the last (${through}). ${copy.chartNote}`}
      />
      <Legend items={legend} />
      <ChartTable table={funnelTable(funnel, range)} />
    </section>
  )
}

// One funnel per flow (the quiz, the tool finder, each form): each step's count and how
// many of the step before did not reach it.
export function FunnelsPanel({ funnels, range }: { funnels: Funnel[]; range: OverviewRange }) {
  return (
    <Panel title={copy.funnels}>
      {funnels.length === 0 ? <p className="text-sm text-slate-600">{copy.noData}</p> : null}
      {funnels.map((funnel, index) => (
        <FunnelChart key={funnel.flow} funnel={funnel} range={range} first={index === 0} />
      ))}
    </Panel>
  )
}
