import { describe, expect, it } from 'vitest'
import { callTime, slotDay, slotTimeLabel, visitorTime } from './call-format'

describe('call times', () => {
  it('reads a call in UK time, across the clocks changing', () => {
    expect(callTime({ start: '2026-03-10T10:00:00Z', end: '2026-03-10T10:30:00Z' })).toBe('Tue, 10 Mar 2026, 10:00–10:30 UK time')
    // British Summer Time: 09:00 UTC is 10:00 in London.
    expect(callTime({ start: '2026-06-02T09:00:00Z', end: '2026-06-02T09:30:00Z' })).toBe('Tue, 2 Jun 2026, 10:00–10:30 UK time')
  })

  it("adds the visitor's own time only when their clock reads otherwise", () => {
    const call = { start: '2026-03-10T15:00:00Z', end: '2026-03-10T15:30:00Z' }
    expect(visitorTime({ ...call, visitor_timezone: 'America/New_York' })).toBe('11:00–11:30 in America/New_York')
    expect(visitorTime({ ...call, visitor_timezone: 'Europe/London' })).toBeNull()
    expect(visitorTime({ ...call, visitor_timezone: 'Europe/Dublin' })).toBeNull()
    // Another day there: the day is said too.
    const late = { start: '2026-03-10T23:30:00Z', end: '2026-03-11T00:00:00Z', visitor_timezone: 'Asia/Tokyo' }
    expect(visitorTime(late)).toBe('Wed, 11 Mar 2026, 08:30–09:00 in Asia/Tokyo')
  })

  it('groups free times by their UK day', () => {
    expect(slotDay('2026-10-25T23:30:00Z')).toBe('2026-10-25') // GMT again: 23:30 in London
    expect(slotDay('2026-06-02T23:30:00Z')).toBe('2026-06-03') // BST: 00:30 next day
    expect(slotTimeLabel('2026-06-02T23:30:00Z')).toBe('00:30')
  })
})
