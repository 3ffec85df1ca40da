import { describe, expect, it } from 'vitest'
import { safeCell, toCsv } from './csv'

describe('the overview CSV', () => {
  it('starts with a byte-order mark and ends every line with CRLF', () => {
    expect(toCsv(['Day', 'Leads'], [['2026-11-01', 3]])).toBe('\ufeffDay,Leads\r\n2026-11-01,3\r\n')
  })

  it('quotes commas, quotes and line breaks', () => {
    expect(safeCell('a,b')).toBe('"a,b"')
    expect(safeCell('say "hi"')).toBe('"say ""hi"""')
    expect(safeCell('two\nlines')).toBe('"two\nlines"')
  })

  it.each(['=HYPERLINK("x")', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('keeps %j as text, not a formula', (text) => {
    expect(safeCell(text).replace(/^"/, '').startsWith("'")).toBe(true)
  })

  it('writes numbers as numbers (a negative change is not a formula) and null as empty', () => {
    expect(safeCell(-12.5)).toBe('-12.5')
    expect(safeCell(null)).toBe('')
    expect(safeCell(Number.NaN)).toBe('')
  })
})
