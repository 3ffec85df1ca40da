import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { BarChart } from '../bar-chart'

type UPlotChartProps = {
  chart: BarChart
  // What the picture says, in words; the exact numbers are in the table that follows it.
  label: string
  height?: number
}

// A uPlot canvas sized to its column. The canvas is one image to assistive technology
// (role="img" with a summary); the table under each chart carries the figures.
export function UPlotChart({ chart, label, height = 240 }: UPlotChartProps) {
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = box.current
    if (!element) return
    const width = () => Math.max(240, Math.floor(element.clientWidth || 640))
    const plot = new uPlot({ ...chart.options, width: width(), height }, chart.data, element)
    // jsdom (the tests) has no ResizeObserver; browsers all do.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => plot.setSize({ width: width(), height }))
    observer?.observe(element)
    return () => {
      observer?.disconnect()
      plot.destroy()
    }
  }, [chart, height])

  return <div ref={box} role="img" aria-label={label} className="w-full overflow-hidden" />
}
