import { describe, expect, it } from 'vitest'
import { customRangeError, formatDay, rangeFromParams, rangeParams } from './range'

const now = new Date('2026-11-27T23:30:00Z')
const read = (query: string) => rangeFromParams(new URLSearchParams(query), now)

describe('the overview range in the address', () => {
  it('is the last 30 UTC days, today included, when the address names none', () => {
    expect(read('')).toEqual({ kind: '30d', from: '2026-10-29', to: '2026-11-27', invalid: false })
  })

  it('reads the presets', () => {
    expect(read('range=7d')).toMatchObject({ kind: '7d', from: '2026-11-21', to: '2026-11-27' })
    expect(read('range=90d')).toMatchObject({ kind: '90d', from: '2026-08-30', to: '2026-11-27' })
  })

  it('reads a custom range and prefers it to a preset', () => {
    expect(read('from=2026-01-01&to=2026-01-31&range=7d')).toEqual({
      kind: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      invalid: false,
    })
  })

  it.each([
    'range=12d',
    'from=2026-01-01',
    'to=2026-01-01',
    'from=2026-02-31&to=2026-03-01',
    'from=2026-03-02&to=2026-03-01',
    'from=2026-11-01&to=2026-11-28',
    'from=2024-10-27&to=2026-11-27',
    'from=yesterday&to=today',
  ])('falls back to the last 30 days, saying so, for %s', (query) => {
    expect(read(query)).toEqual({ kind: '30d', from: '2026-10-29', to: '2026-11-27', invalid: true })
  })

  it('allows up to 25 months', () => {
    expect(customRangeError('2024-10-28', '2026-11-27', now)).toBeNull()
    expect(customRangeError('2024-10-27', '2026-11-27', now)).toBe('Choose at most 25 months.')
  })

  it('writes presets as ?range= and custom ranges as ?from=&to=', () => {
    expect(String(rangeParams('90d'))).toBe('range=90d')
    expect(String(rangeParams('custom', '2026-01-01', '2026-01-31'))).toBe('from=2026-01-01&to=2026-01-31')
  })

  it('shows days in British words, as UTC days', () => {
    expect(formatDay('2026-10-29')).toBe('29 Oct 2026')
  })
})
