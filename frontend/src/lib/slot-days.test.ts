import { describe, expect, it } from 'vitest'
import { dayTimes, describeTime, slotDays } from './slot-days'

const NEW_YORK = 'America/New_York'
const LONDON = 'Europe/London'

describe('slotDays', () => {
  it('groups times by the visitor’s own calendar day, in order', () => {
    // 03:00Z on the 9th is still the evening of the 8th in New York.
    const slots = [{ start: '2026-12-09T03:00:00Z' }, { start: '2026-12-08T14:00:00Z' }, { start: '2026-12-09T14:00:00Z' }]
    const days = slotDays(slots, NEW_YORK)
    expect(days.map((day) => [day.key, day.label, dayTimes(day, NEW_YORK).map((time) => time.time)])).toEqual([
      ['2026-12-08', 'Tuesday 8 December', ['09:00', '22:00']],
      ['2026-12-09', 'Wednesday 9 December', ['09:00']],
    ])
    // The same instants for a visitor in the UK: three times on two other days' clocks.
    expect(slotDays(slots, LONDON).map((day) => [day.key, dayTimes(day, LONDON).map((time) => time.time)])).toEqual([
      ['2026-12-08', ['14:00']],
      ['2026-12-09', ['03:00', '14:00']],
    ])
  })

  it('puts the UK time beside each time only when the clocks differ', () => {
    expect(describeTime('2026-12-08T14:00:00Z', NEW_YORK).ukTime).toBe('14:00')
    expect(describeTime('2026-12-08T14:00:00Z', LONDON).ukTime).toBeNull()
    // Another zone on the UK's clock that day: nothing to add.
    expect(describeTime('2026-12-08T14:00:00Z', 'Africa/Abidjan').ukTime).toBeNull()
    // Lisbon keeps the UK's clock all year: nothing to add.
    expect(describeTime('2026-07-08T14:00:00Z', 'Europe/Lisbon').ukTime).toBeNull()
  })

  it('labels each time with its day, time and zone for screen readers', () => {
    expect(describeTime('2026-12-08T14:00:00Z', NEW_YORK).label).toBe(
      'Tuesday 8 December 2026, 09:00 Eastern Standard Time (14:00 UK time)',
    )
    expect(describeTime('2026-07-08T13:30:00Z', LONDON).label).toBe(
      'Wednesday 8 July 2026, 14:30 British Summer Time',
    )
  })

  it('follows each zone’s own clock change (the US changes three weeks before the UK)', () => {
    // 14 March 2026: New York already on summer time (UTC-4), London not yet (UTC+0).
    expect(describeTime('2026-03-14T14:00:00Z', NEW_YORK)).toMatchObject({ time: '10:00', ukTime: '14:00' })
    // 4 April 2026: both on summer time again, five hours apart.
    expect(describeTime('2026-04-04T13:00:00Z', NEW_YORK)).toMatchObject({ time: '09:00', ukTime: '14:00' })
    // The UK's own change (29 March 2026, 01:00Z): 00:30Z is 00:30 GMT, 01:30Z is 02:30 BST.
    const [changeDay] = slotDays([{ start: '2026-03-29T00:30:00Z' }, { start: '2026-03-29T01:30:00Z' }], LONDON)
    expect(changeDay && dayTimes(changeDay, LONDON).map((t) => t.time)).toEqual(['00:30', '02:30'])
  })

  it('skips what is not an instant', () => {
    expect(slotDays([{ start: 'soon' }], LONDON)).toEqual([])
  })
})
