// uPlot options for the overview's bar charts. uPlot draws x/y series; our x is a category
// (a day, a funnel step, a source), so x is the category's index and the axis prints its label.
import uPlot from 'uplot'
import { canvasFill, type SeriesStyle } from './chart-styles'

export type BarSeries = { label: string; values: number[]; style: SeriesStyle }

export type BarChart = { options: Omit<uPlot.Options, 'width' | 'height'>; data: uPlot.AlignedData }

const AXIS = { stroke: '#475569', grid: { stroke: '#e2e8f0', width: 1 }, ticks: { show: false } }
// Label steps uPlot may choose from, so 31 days or 13 weeks never overlap.
const CATEGORY_STEPS = [1, 2, 3, 4, 5, 7, 10, 14, 20, 30]

function fill(style: SeriesStyle) {
  return (u: uPlot) => canvasFill(u.ctx, style)
}

function barPaths(options: uPlot.Series.BarsPathBuilderOpts): uPlot.Series.PathBuilder {
  const make = uPlot.paths.bars
  if (!make) throw new Error('This uPlot build has no bar paths.')
  return make(options)
}

function series(entry: BarSeries, bars: uPlot.Series.PathBuilder): uPlot.Series {
  return { label: entry.label, stroke: entry.style.colour, width: 1, fill: fill(entry.style), paths: bars, points: { show: false } }
}

// Stacked: uPlot has no stacking, so each series is drawn from zero up to its running total,
// the tallest (the top of the stack) first and each lower one over it.
// Grouped: the series side by side in each category (at most two: this period and the one before).
export function barChart(labels: string[], entries: BarSeries[], mode: 'stacked' | 'grouped', { rotate = false } = {}): BarChart {
  const xs = labels.map((_, index) => index)
  let data: number[][]
  let built: uPlot.Series[]
  if (mode === 'stacked') {
    let below = labels.map(() => 0)
    const stack = entries.map((entry) => {
      below = entry.values.map((value, i) => value + (below[i] ?? 0))
      return { entry, totals: below }
    })
    const bars = barPaths({ size: [0.7, 48] })
    stack.reverse()
    data = stack.map((layer) => layer.totals)
    built = stack.map((layer) => series(layer.entry, bars))
  } else {
    const count = entries.length
    data = entries.map((entry) => entry.values)
    built = entries.map((entry, index) => {
      const align = count === 1 ? 0 : index === 0 ? -1 : 1
      return series(entry, barPaths({ size: [count === 1 ? 0.6 : 0.38, 56], align }))
    })
  }
  const max = Math.max(1, ...data.flat())
  return {
    data: [xs, ...data],
    options: {
      legend: { show: false },
      // No hover read-out or drag-to-zoom: the numbers are in the table under each chart.
      cursor: { show: false, drag: { x: false, y: false } },
      scales: {
        x: { time: false, range: () => [-0.5, Math.max(0, labels.length - 1) + 0.5] },
        y: { range: () => [0, Math.ceil(max * 1.1)] },
      },
      series: [{}, ...built],
      axes: [
        {
          ...AXIS,
          grid: { show: false },
          incrs: CATEGORY_STEPS,
          values: (_u, splits) => splits.map((split) => (Number.isInteger(split) ? (labels[split] ?? '') : '')),
          ...(rotate ? { rotate: -30, size: 90 } : {}),
        },
        { ...AXIS, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000], size: 56 },
      ],
    },
  }
}
