import type { LeadCall } from './types'

// Sales work in UK time; the visitor's own time is shown beside it when it differs, as the
// booking emails do (pipeline/booking/notices.py).
export const SALES_ZONE = 'Europe/London'

function parts(iso: string, zone: string, withDay: boolean): string {
  const options: Intl.DateTimeFormatOptions = { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
  if (withDay) Object.assign(options, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
  return new Intl.DateTimeFormat('en-GB', options).format(new Date(iso))
}

function dayOf(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso))
}

// "Tue, 10 Mar 2026, 10:00–10:30 UK time"
export function callTime(call: Pick<LeadCall, 'start' | 'end'>): string {
  return `${parts(call.start, SALES_ZONE, true)}–${parts(call.end, SALES_ZONE, false)} UK time`
}

// "15:00–15:30 in America/New_York", or null when the visitor's clock reads as ours.
export function visitorTime(call: Pick<LeadCall, 'start' | 'end' | 'visitor_timezone'>): string | null {
  const zone = call.visitor_timezone
  const same =
    parts(call.start, zone, false) === parts(call.start, SALES_ZONE, false) && dayOf(call.start, zone) === dayOf(call.start, SALES_ZONE)
  if (same) return null
  const day = dayOf(call.start, zone) === dayOf(call.start, SALES_ZONE) ? '' : `${parts(call.start, zone, true).split(',').slice(0, 2).join(',')}, `
  return `${day}${parts(call.start, zone, false)}–${parts(call.end, zone, false)} in ${zone}`
}

// A free time in the reschedule list: the UK day and the UK time.
export function slotDay(iso: string): string {
  return dayOf(iso, SALES_ZONE)
}

export function slotDayLabel(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: SALES_ZONE, weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso))
}

export function slotTimeLabel(iso: string): string {
  return parts(iso, SALES_ZONE, false)
}

// The one-line summary a board card shows.
export function callSummary(call: LeadCall): string {
  const who = call.salesperson.name || call.salesperson.email || 'a removed account'
  const state = call.status === 'cancelled' ? 'Cancelled' : call.outcome_label ?? null
  return `${callTime(call)} with ${who}${state ? ` · ${state}` : ''}`
}
