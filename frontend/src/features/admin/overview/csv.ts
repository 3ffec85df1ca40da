// A chart's table as CSV, built in the browser from the numbers already on the page (the
// API's ?format=csv would answer the same; this saves a request and works offline).
// Written the way pipeline/leads/csv_export.py writes the leads CSV, so both open alike:
// - a byte-order mark, or Excel reads UTF-8 as the machine's legacy code page;
// - RFC 4180 quoting: a cell holding a comma, a quote or a line break is quoted, quotes doubled;
// - text a spreadsheet would run as a formula (starting = + - @, or a tab or CR that some
//   apps strip first) gets a leading quote, so a referrer or campaign name such as
//   "=HYPERLINK(...)" stays text (OWASP CSV injection). Numbers are written as numbers.

export type CsvCell = string | number | null

const BOM = '\ufeff'
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r']

export function safeCell(value: CsvCell): string {
  if (value === null) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const text = FORMULA_STARTS.some((start) => value.startsWith(start)) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(safeCell).join(','))
  return `${BOM}${lines.join('\r\n')}\r\n`
}

// Saves `csv` as `filename` through a temporary object URL.
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // After the click has handed the file to the browser; revoking at once can cancel it.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000)
}
