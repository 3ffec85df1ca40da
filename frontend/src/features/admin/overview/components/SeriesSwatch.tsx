import { useId } from 'react'
import { patternMarks, type SeriesStyle, TILE } from '../chart-styles'

// The legend's sample of a series: the same colour and pattern its bars are filled with.
export function SeriesSwatch({ style }: { style: SeriesStyle }) {
  // Only letters, digits, - and _ are safe inside url(#...) whatever React's id format.
  const id = `swatch-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`
  const marks = patternMarks(style.pattern, TILE)
  return (
    <svg width="16" height="16" aria-hidden="true" className="inline-block shrink-0 align-middle">
      <defs>
        <pattern id={id} width={TILE} height={TILE} patternUnits="userSpaceOnUse">
          <rect width={TILE} height={TILE} fill={style.colour} />
          {marks.lines.map(([x1, y1, x2, y2], index) => (
            <line key={index} x1={x1} y1={y1} x2={x2} y2={y2} stroke="#ffffff" strokeWidth="1.25" />
          ))}
          {marks.dots.map(([cx, cy, r], index) => (
            <circle key={index} cx={cx} cy={cy} r={r} fill="#ffffff" />
          ))}
        </pattern>
      </defs>
      <rect width="16" height="16" fill={`url(#${id})`} stroke={style.colour} />
    </svg>
  )
}

export function Legend({ items }: { items: { label: string; style: SeriesStyle }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-label="Legend">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-2">
          <SeriesSwatch style={item.style} />
          {item.label}
        </li>
      ))}
    </ul>
  )
}
