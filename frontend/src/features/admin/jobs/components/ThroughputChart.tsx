import type { HourBucket } from '../types'

const WIDTH = 720
const HEIGHT = 180
const PAD = { top: 12, right: 8, bottom: 24, left: 36 }

function hourLabel(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })
}

// Hourly finished (green) and failed (red) jobs as stacked bars: plain SVG, no library.
export function ThroughputChart({ hours }: { hours: HourBucket[] }) {
  const finished = hours.reduce((sum, h) => sum + h.finished, 0)
  const failed = hours.reduce((sum, h) => sum + h.failed, 0)
  const rate = finished + failed ? (failed / (finished + failed)) * 100 : 0
  const max = Math.max(1, ...hours.map((h) => h.finished + h.failed))
  const plotW = WIDTH - PAD.left - PAD.right
  const plotH = HEIGHT - PAD.top - PAD.bottom
  const slot = plotW / Math.max(1, hours.length)
  const y = (value: number) => (value / max) * plotH

  return (
    <figure className="space-y-2">
      <p className="text-sm text-slate-800" aria-label="Throughput summary">
        {finished} finished · {failed} failed · failure rate {rate.toFixed(1)}%
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Jobs per hour over the last 24 hours: ${finished} finished, ${failed} failed`}
        className="h-auto w-full"
      >
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} stroke="#cbd5e1" />
        <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end" fontSize="10" fill="#475569">
          {max}
        </text>
        <text x={PAD.left - 6} y={HEIGHT - PAD.bottom} textAnchor="end" fontSize="10" fill="#475569">
          0
        </text>
        {hours.map((hour, index) => {
          const x = PAD.left + index * slot + slot * 0.15
          const w = slot * 0.7
          const okH = y(hour.finished)
          const badH = y(hour.failed)
          const base = HEIGHT - PAD.bottom
          return (
            <g key={hour.hour}>
              <title>{`${hourLabel(hour.hour)}: ${hour.finished} finished, ${hour.failed} failed`}</title>
              <rect x={x} y={base - okH} width={w} height={okH} fill="#16a34a" />
              <rect x={x} y={base - okH - badH} width={w} height={badH} fill="#dc2626" />
              {index % 4 === 0 ? (
                <text x={x + w / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="10" fill="#475569">
                  {hourLabel(hour.hour)}
                </text>
              ) : null}
            </g>
          )
        })}
      </svg>
      <figcaption className="flex gap-4 text-xs text-slate-600">
        <span>
          <span className="mr-1 inline-block h-2 w-2 bg-green-600" aria-hidden="true" />
          Finished
        </span>
        <span>
          <span className="mr-1 inline-block h-2 w-2 bg-red-600" aria-hidden="true" />
          Failed (each failed attempt)
        </span>
      </figcaption>
    </figure>
  )
}
