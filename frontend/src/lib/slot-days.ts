import { dayIn, dayKeyIn, differsFromUk, longDayIn, timeIn, UK_ZONE, zoneNameAt } from './time-zones'

// Free start instants grouped by the day they fall on in a zone: the booking page's times
// and the admin's preview of them.

// A free start instant, as the booking API lists them.
export type Slot = { start: string }

export type SlotTime = {
  start: string
  // The time on the visitor's clock ("14:30"), and the UK's when it differs.
  time: string
  ukTime: string | null
  // "Tuesday 8 December 2026" and "Eastern Standard Time": what a screen reader says
  // around the time (see `label`).
  day: string
  zoneName: string
  // What a screen reader says for it: day, time and zone (and the UK time).
  label: string
}

export type SlotDay = {
  key: string
  label: string
  // The day's start instants in order; describeTime names each when the day is shown (a
  // window holds hundreds, and only the open days' are needed).
  starts: string[]
}

// What a time reads as: "Tuesday 8 December 2026, 09:00 Eastern Standard Time (14:00 UK time)".
export function describeTime(start: string, zone: string): SlotTime {
  const instant = new Date(start)
  const time = timeIn(instant, zone)
  const ukTime = differsFromUk(instant, zone) ? timeIn(instant, UK_ZONE) : null
  const uk = ukTime ? ` (${ukTime} UK time)` : ''
  const day = longDayIn(instant, zone)
  const zoneName = zoneNameAt(instant, zone)
  return { start, time, ukTime, day, zoneName, label: `${day}, ${time} ${zoneName}${uk}` }
}

// The free times grouped by the visitor's calendar day, in order: a time near midnight UTC
// belongs to the day it falls on where the visitor is.
export function slotDays(slots: Slot[], zone: string): SlotDay[] {
  const days = new Map<string, SlotDay>()
  const sorted = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
  for (const slot of sorted) {
    const instant = new Date(slot.start)
    if (Number.isNaN(instant.getTime())) continue
    const key = dayKeyIn(instant, zone)
    let day = days.get(key)
    if (!day) {
      day = { key, label: dayIn(instant, zone), starts: [] }
      days.set(key, day)
    }
    day.starts.push(slot.start)
  }
  return [...days.values()]
}

// A day's times as the picker shows them.
export function dayTimes(day: SlotDay, zone: string): SlotTime[] {
  return day.starts.map((start) => describeTime(start, zone))
}
