import { describe, expect, it } from 'vitest'
import { formatGbp } from './format-gbp'

describe('formatGbp', () => {
  it('formats whole pounds as Intl does for en-GB', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 })
    for (const amount of [0, 59, 599, 1500, 12000, 1234567, 299.6, -1500]) {
      expect(formatGbp(amount)).toBe(intl.format(amount))
    }
  })
})
