import { describe, expect, it } from 'vitest'
import { fromLocalInput, toLocalInput } from './dates'

describe('publish date conversion', () => {
  it('round-trips a UTC instant through the local input format', () => {
    const iso = '2030-05-06T07:08:09.000Z'
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso)
  })

  it('treats empty and invalid values as no date', () => {
    expect(toLocalInput(null)).toBe('')
    expect(fromLocalInput('')).toBeNull()
    expect(fromLocalInput('not a date')).toBeNull()
  })
})
