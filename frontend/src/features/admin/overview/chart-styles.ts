// Each series of a chart has a colour AND a pattern, so stacked and side-by-side bars can be
// told apart without seeing colour (WCAG 1.4.1); the legend shows the same swatch. The
// colours keep at least 3:1 against white and the white marks of the pattern.

export type PatternKind = 'solid' | 'diagonal' | 'dots' | 'horizontal' | 'cross' | 'vertical'

export type SeriesStyle = { colour: string; pattern: PatternKind }

export const seriesStyles: readonly SeriesStyle[] = [
  { colour: '#1d4ed8', pattern: 'solid' },
  { colour: '#b45309', pattern: 'diagonal' },
  { colour: '#047857', pattern: 'dots' },
  { colour: '#7c3aed', pattern: 'horizontal' },
  { colour: '#be123c', pattern: 'cross' },
  { colour: '#0f766e', pattern: 'vertical' },
]

// The previous period beside this one: grey and hatched, so it reads as "before".
export const previousStyle: SeriesStyle = { colour: '#64748b', pattern: 'diagonal' }

export function styleAt(index: number): SeriesStyle {
  return seriesStyles[index % seriesStyles.length] ?? { colour: '#1d4ed8', pattern: 'solid' }
}

// The pattern's white marks on a `size`-pixel square tile, as line segments and dots; the
// canvas fill (UPlotChart) and the legend's SVG swatch (SeriesSwatch) both draw these.
export type Marks = { lines: [number, number, number, number][]; dots: [number, number, number][] }

export function patternMarks(kind: PatternKind, size: number): Marks {
  const half = size / 2
  switch (kind) {
    case 'diagonal':
      // Two segments so the stripes meet across tile edges.
      return { lines: [[0, size, size, 0], [-half, half, half, -half], [half, size + half, size + half, half]], dots: [] }
    case 'dots':
      return { lines: [], dots: [[half, half, size / 6]] }
    case 'horizontal':
      return { lines: [[0, half, size, half]], dots: [] }
    case 'vertical':
      return { lines: [[half, 0, half, size]], dots: [] }
    case 'cross':
      return { lines: [[0, 0, size, size], [0, size, size, 0]], dots: [] }
    default:
      return { lines: [], dots: [] }
  }
}

export const TILE = 8

// A canvas fill for uPlot: the colour with the pattern's marks, scaled for the screen's
// pixel ratio. Built once per style and reused; the plain colour where no 2D context is had.
const fills = new Map<string, CanvasPattern | string>()

export function canvasFill(ctx: CanvasRenderingContext2D, style: SeriesStyle): CanvasPattern | string {
  if (style.pattern === 'solid') return style.colour
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1
  const key = `${style.colour}:${style.pattern}:${ratio}`
  const cached = fills.get(key)
  if (cached) return cached
  const size = Math.round(TILE * ratio)
  const tile = document.createElement('canvas')
  tile.width = tile.height = size
  const paint = tile.getContext('2d')
  if (!paint) return style.colour
  paint.fillStyle = style.colour
  paint.fillRect(0, 0, size, size)
  paint.strokeStyle = paint.fillStyle = '#ffffff'
  paint.lineWidth = Math.max(1, ratio * 1.25)
  const marks = patternMarks(style.pattern, size)
  for (const [x1, y1, x2, y2] of marks.lines) {
    paint.beginPath()
    paint.moveTo(x1, y1)
    paint.lineTo(x2, y2)
    paint.stroke()
  }
  for (const [cx, cy, r] of marks.dots) {
    paint.beginPath()
    paint.arc(cx, cy, r, 0, Math.PI * 2)
    paint.fill()
  }
  const pattern = ctx.createPattern(tile, 'repeat') ?? style.colour
  fills.set(key, pattern)
  return pattern
}
