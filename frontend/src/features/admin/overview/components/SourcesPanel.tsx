import { useMemo } from 'react'
import { overviewCopy as copy } from '@/content/admin-overview'
import { Panel } from '../../components/Panel'
import { barChart } from '../bar-chart'
import { gbpCell, intCell, textCell } from '../cells'
import { styleAt } from '../chart-styles'
import { formatDay } from '../range'
import type { OverviewRange, SourceRow } from '../types'
import { ChartTable, type ChartTableData } from './ChartTable'
import { Legend } from './SeriesSwatch'
import { UPlotChart } from './UPlotChart'

const CHARTED = 8
const NONE = '(none)'

// A source in words: its campaign when it has UTM tags, else the site that linked here.
export function sourceName(row: SourceRow): string {
  if (row.utmSource) return [row.utmSource, row.utmCampaign].filter(Boolean).join(' / ')
  return row.referrerHost || 'Direct or unknown'
}

function dimension(value: string) {
  return textCell(value, value || NONE)
}

export function sourcesTable(sources: SourceRow[], range: OverviewRange): ChartTableData {
  return {
    caption: `Sources: visits of form pages and the leads they brought, ${formatDay(range.from)} to ${formatDay(range.to)}`,
    filename: `sources-${range.from}-to-${range.to}`,
    columns: [
      { label: 'Source' },
      { label: 'Referrer' },
      { label: 'UTM source' },
      { label: 'UTM medium' },
      { label: 'UTM campaign' },
      { label: 'Visits', numeric: true },
      { label: 'Leads', numeric: true },
      { label: 'Calls booked', numeric: true },
      { label: 'Qualified', numeric: true },
      { label: 'Won', numeric: true },
      { label: 'Won monthly value (£)', numeric: true },
    ],
    rows: sources.map((row) => ({
      key: [row.referrerHost, row.utmSource, row.utmMedium, row.utmCampaign].join('|'),
      cells: [
        textCell(sourceName(row)),
        dimension(row.referrerHost),
        dimension(row.utmSource),
        dimension(row.utmMedium),
        dimension(row.utmCampaign),
        intCell(row.visits),
        intCell(row.leads),
        intCell(row.callsBooked),
        intCell(row.qualified),
        intCell(row.won),
        gbpCell(row.wonMonthlyValue),
      ],
    })),
  }
}

const legend = [
  { label: 'Leads', style: styleAt(0) },
  { label: 'Won', style: styleAt(2) },
]

// Referrer host and UTM tags → visits, leads, calls booked, qualified, won and the won plans'
// monthly value.
export function SourcesPanel({ sources, range }: { sources: SourceRow[]; range: OverviewRange }) {
  const top = useMemo(
    () => [...sources].sort((a, b) => b.leads - a.leads || b.visits - a.visits).slice(0, CHARTED),
    [sources],
  )
  const chart = useMemo(
    () =>
      barChart(
        top.map(sourceName),
        [
          { label: 'Leads', values: top.map((row) => row.leads), style: styleAt(0) },
          { label: 'Won', values: top.map((row) => row.won), style: styleAt(2) },
        ],
        'grouped',
        { rotate: true },
      ),
    [top],
  )
  const best = top[0]
  return (
    <Panel title={copy.sources}>
      {top.length > 0 ? (
        <>
          <UPlotChart
            chart={chart}
            height={280}
            label={`Bar chart of leads and won leads for the ${top.length} sources with the most leads${best ? `; the first is ${sourceName(best)} with ${best.leads} leads` : ''}. ${copy.chartNote}`}
          />
          <Legend items={legend} />
        </>
      ) : null}
      <ChartTable table={sourcesTable(sources, range)} />
    </Panel>
  )
}
