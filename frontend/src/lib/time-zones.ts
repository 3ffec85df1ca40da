// Times in the visitor's own zone (issue 34): the browser's, changeable from a list, with
// the UK time beside each when the two differ at that instant. All formatting is Intl's
// (the zone database the browser ships), so clock changes in either zone come out right.

export const UK_ZONE = 'Europe/London'
const LOCALE = 'en-GB'

let browserZone: string | undefined

// Asked once a page: a default Intl.DateTimeFormat costs milliseconds to make (the browser
// loads its locale data), and /book renders many times while its times arrive.
export function browserTimeZone(): string {
  if (browserZone === undefined) {
    try {
      browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone || UK_ZONE
    } catch {
      browserZone = UK_ZONE
    }
  }
  return browserZone
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat(LOCALE, { timeZone: zone })
    return true
  } catch {
    return false
  }
}

// Every zone the browser knows, with `current` in the list even when the browser's own list
// leaves it out (some list no "UTC").
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [UK_ZONE]
  return [...new Set([current, ...known])].sort()
}

// "America/New_York" -> "New York", as a list or a label shows it.
export function zoneCity(zone: string): string {
  const city = zone.split('/').pop() ?? zone
  return city.replaceAll('_', ' ')
}

const formats = new Map<string, Intl.DateTimeFormat>()

// Formatters are costly to make and cheap to use: one per zone and set of options, kept.
function format(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${Object.values(options).join(',')}`
  let made = formats.get(key)
  if (!made) {
    made = new Intl.DateTimeFormat(LOCALE, { timeZone: zone, ...options })
    formats.set(key, made)
  }
  return made
}

// "14:30"
export function timeIn(instant: Date, zone: string): string {
  return format(zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant)
}

// "Tuesday 8 December"
export function dayIn(instant: Date, zone: string): string {
  return format(zone, { weekday: 'long', day: 'numeric', month: 'long' }).format(instant)
}

// "Tuesday 8 December 2026"
export function longDayIn(instant: Date, zone: string): string {
  return `${dayIn(instant, zone)} ${format(zone, { year: 'numeric' }).format(instant)}`
}

// "2026-12-08": the calendar day in the zone, to group times by.
export function dayKeyIn(instant: Date, zone: string): string {
  const parts = format(zone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant)
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

// "Eastern Standard Time" (as at that instant: summer and winter names differ).
export function zoneNameAt(instant: Date, zone: string): string {
  const parts = format(zone, { timeZoneName: 'long' }).formatToParts(instant)
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zoneCity(zone)
}

const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}

// Whether the zone's clock reads differently from the UK's at that instant.
export function differsFromUk(instant: Date, zone: string): boolean {
  return zone !== UK_ZONE && format(zone, WALL_CLOCK).format(instant) !== format(UK_ZONE, WALL_CLOCK).format(instant)
}
