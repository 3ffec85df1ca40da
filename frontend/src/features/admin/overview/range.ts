// The overview's range lives in the address, so a link shows the same figures to whoever
// opens it and a reload keeps them: ?range=7d|30d|90d, or ?from=YYYY-MM-DD&to=YYYY-MM-DD.
// Days are UTC days, as the API counts them.
import { rangeCopy, rangePresets } from '@/content/admin-overview'

export type PresetValue = (typeof rangePresets)[number]['value']

export type ChosenRange = {
  // A preset's value, or "custom" for ?from=&to=.
  kind: PresetValue | 'custom'
  from: string
  to: string
  // The address named a range that could not be used, so the default stands in.
  invalid: boolean
}

export const DEFAULT_PRESET: PresetValue = '30d'
// The API keeps (and accepts) at most 25 months of totals.
export const MAX_MONTHS = 25
const DAY_MS = 86_400_000
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export function todayUtc(now: Date = new Date()): string {
  return isoDay(now)
}

export function parseDay(value: string | null): Date | null {
  if (!value || !ISO_DAY.test(value)) return null
  const date = new Date(`${value}T00:00:00Z`)
  // "2026-02-31" parses to March: a day that isn't in the calendar is no day.
  return Number.isNaN(date.getTime()) || isoDay(date) !== value ? null : date
}

export function addDays(day: string, days: number): string {
  return isoDay(new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS))
}

function addMonths(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCMonth(date.getUTCMonth() + months)
  return isoDay(date)
}

export function presetRange(value: PresetValue, now: Date = new Date()): ChosenRange {
  const preset = rangePresets.find((p) => p.value === value) ?? rangePresets[1]
  const to = todayUtc(now)
  return { kind: preset.value, from: addDays(to, 1 - preset.days), to, invalid: false }
}

// Why a custom from/to can't be shown, or null when it can.
export function customRangeError(from: string, to: string, now: Date = new Date()): string | null {
  if (!parseDay(from)) return rangeCopy.fromRequired
  if (!parseDay(to)) return rangeCopy.toRequired
  if (to < from) return rangeCopy.toBeforeFrom
  if (to > todayUtc(now)) return rangeCopy.future
  if (addMonths(from, MAX_MONTHS) <= to) return rangeCopy.tooLong
  return null
}

export function rangeFromParams(params: URLSearchParams, now: Date = new Date()): ChosenRange {
  const from = params.get('from')
  const to = params.get('to')
  if (from !== null || to !== null) {
    if (from !== null && to !== null && customRangeError(from, to, now) === null) {
      return { kind: 'custom', from, to, invalid: false }
    }
    return { ...presetRange(DEFAULT_PRESET, now), invalid: true }
  }
  const range = params.get('range')
  if (range === null) return presetRange(DEFAULT_PRESET, now)
  const preset = rangePresets.find((p) => p.value === range)
  return preset ? presetRange(preset.value, now) : { ...presetRange(DEFAULT_PRESET, now), invalid: true }
}

// The address for a preset (?range=) or a custom range (?from=&to=).
export function rangeParams(kind: PresetValue | 'custom', from?: string, to?: string): URLSearchParams {
  if (kind === 'custom') return new URLSearchParams({ from: from ?? '', to: to ?? '' })
  return new URLSearchParams({ range: kind })
}

// "29 Oct 2026": a UTC day in the owner's words.
export function formatDay(day: string): string {
  const date = parseDay(day)
  if (!date) return day
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
}

// "29 Oct": a chart axis's short label for a UTC day.
export function shortDay(day: string): string {
  const date = parseDay(day)
  if (!date) return day
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
}
