// A table cell as shown (text) and as written to the CSV (value): the CSV keeps numbers as
// numbers, so a spreadsheet can sum them, and percentages as percent figures (33.3).
import { overviewCopy } from '@/content/admin-overview'
import { formatGbp } from '@/lib/format-gbp'
import type { CsvCell } from './csv'

export type Cell = { text: string; value: CsvCell }

const NONE: Cell = { text: overviewCopy.notApplicable, value: null }

export function textCell(text: string, shown: string = text): Cell {
  return { text: shown, value: text }
}

export function intCell(value: number): Cell {
  return { text: value.toLocaleString('en-GB'), value }
}

// A share (0.333) as a percentage with one decimal ("33.3%"); null has none.
export function percentCell(share: number | null, { signed = false } = {}): Cell {
  if (share === null || !Number.isFinite(share)) return NONE
  const percent = Math.round(share * 1000) / 10
  const sign = signed && percent > 0 ? '+' : ''
  return { text: `${sign}${percent.toFixed(1)}%`, value: percent }
}

// The change from the previous period as a share of it; none when it had nothing.
export function changeCell(current: number, previous: number): Cell {
  return percentCell(previous === 0 ? null : (current - previous) / previous, { signed: true })
}

export function gbpCell(amount: number): Cell {
  return { text: formatGbp(amount), value: Math.round(amount * 100) / 100 }
}

export function hoursCell(hours: number | null): Cell {
  if (hours === null) return NONE
  const rounded = Math.round(hours * 10) / 10
  return { text: `${rounded} ${rounded === 1 ? 'hour' : 'hours'}`, value: rounded }
}

export function daysCell(days: number | null): Cell {
  if (days === null) return NONE
  const rounded = Math.round(days * 10) / 10
  return { text: `${rounded} ${rounded === 1 ? 'day' : 'days'}`, value: rounded }
}
