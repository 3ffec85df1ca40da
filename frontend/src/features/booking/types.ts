// The booking API's shapes (web/openapi_booking_paths.py).
// Instants are UTC ISO strings ending in "Z".

import type { Slot } from '@/lib/slot-days'

export type { Slot }

export type MeetingKind = 'video' | 'phone'

export type BookingEvent = {
  title: string
  description: string
  duration_minutes: number
  meeting: MeetingKind
}


export type SlotsAnswer = {
  event: BookingEvent
  business_timezone: string
  window: { from: string; to: string }
  slots: Slot[]
  // What the finder run (?run=) already knows of the visitor, when the API gives it to the
  // holder of the run's token: pre-fills the form.
  prefill?: { name?: string; email?: string; company?: string }
}

export type Booking = {
  id: string
  start: string
  end: string
  timezone: string
  title: string
  duration_minutes: number
  status: 'confirmed' | 'cancelled'
  meeting: { kind: MeetingKind; url?: string; phone?: string }
  manage_url: string
  ics_url: string
  google_url: string
  outlook_url: string
  can_change: boolean
}

export type BookingAnswer = { booking: Booking }

// A 409's body beside its error: the nearest free times.
export type SlotTakenAnswer = { alternatives?: Slot[] }
