import { describe, expect, it } from 'vitest'
import { formatPostDate } from './format-date'

describe('formatPostDate', () => {
  it('uses the en-US long form in UTC', () => {
    expect(formatPostDate('2025-03-05T09:00:00Z')).toBe('March 5, 2025')
    expect(formatPostDate('2025-03-05T23:59:59Z')).toBe('March 5, 2025')
  })

  it("shows 'Draft' without a date", () => {
    expect(formatPostDate(null)).toBe('Draft')
    expect(formatPostDate('not a date')).toBe('Draft')
  })
})
