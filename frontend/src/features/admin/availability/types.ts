// /api/admin/availability (web/api/admin/availability.py, pipeline/booking/people.py).

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]

// ["09:00", "17:30"]: a stretch of working time, in the person's own zone.
export type Range = [string, string]

export type Availability = {
  takes_calls: boolean
  timezone: string
  weekly_hours: Record<Weekday, Range[]>
  buffer_before_minutes: number
  buffer_after_minutes: number
  min_notice_minutes: number
  max_calls_per_day: number | null
  updated_at?: string | null
}

// One date's other hours; no intervals: a day off.
export type Override = { id: number; day: string; intervals: Range[]; note: string | null }

// A salesperson's own calendar (pipeline/calendars, .../calendar): never its password or a
// feed's address, which go in and never come back.
export type CalendarStatus = 'waiting' | 'ok' | 'failing' | 'stale'

export type CalendarConnection = {
  kind: 'caldav' | 'ics'
  host: string
  url: string | null
  username: string | null
  status: CalendarStatus
  writes_calls: boolean
  connected_at: string | null
  last_ok_at: string | null
  last_attempt_at: string | null
  failing_since: string | null
  last_error: string | null
  method: 'free-busy' | 'events' | 'feed' | null
}

export type CalendarAnswer = { calendar: CalendarConnection | null; calendar_warning: string | null }

export type CalendarInput =
  | { kind: 'caldav'; url: string; username: string; password: string | null }
  | { kind: 'ics'; url: string }

export type Person = {
  user_id: number
  name: string
  email: string
  availability: Availability
  overrides: Override[]
  calendar: CalendarConnection | null
  calendar_warning: string | null
}

export type PreviewAnswer = { slots: Array<{ start: string }> }
