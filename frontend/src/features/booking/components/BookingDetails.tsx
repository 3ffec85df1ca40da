import type { ReactNode } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { describeTime } from '@/lib/slot-days'
import { longDayIn, timeIn, zoneNameAt } from '@/lib/time-zones'
import type { Booking } from '../types'

type BookingDetailsProps = {
  booking: Booking
  // The zone to show the time in: the visitor's (the booking's own by default).
  zone?: string
  // Shown under the details: the confirmation's manage link, the manage page's actions.
  children?: ReactNode
}

// A booked call: when (in the visitor's zone, with the UK time when it differs), where, and
// the ways to put it in a calendar.
export function BookingDetails({ booking, zone = booking.timezone, children }: BookingDetailsProps) {
  const start = new Date(booking.start)
  const end = new Date(booking.end)
  const { ukTime } = describeTime(booking.start, zone)
  const cancelled = booking.status === 'cancelled'
  return (
    <div className="space-y-5">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-900">What</dt>
        <dd className="text-slate-700">
          {booking.title} ({booking.duration_minutes} minutes)
        </dd>
        <dt className="font-semibold text-slate-900">When</dt>
        <dd className={cancelled ? 'text-slate-500 line-through' : 'text-slate-700'}>
          {longDayIn(start, zone)}, {timeIn(start, zone)}–{timeIn(end, zone)} {zoneNameAt(start, zone)}
          {ukTime ? <span className="block text-sm text-slate-600">{ukTime} UK time</span> : null}
        </dd>
        <dt className="font-semibold text-slate-900">Where</dt>
        <dd className="text-slate-700">
          {booking.meeting.kind === 'phone' ? (
            `We'll call you on ${booking.meeting.phone ?? 'the number you gave'}.`
          ) : booking.meeting.url ? (
            <ExternalLink href={booking.meeting.url} className="font-medium text-accent-700 underline underline-offset-2">
              Join the video call
            </ExternalLink>
          ) : (
            'A video call: the link is in your confirmation email.'
          )}
        </dd>
      </dl>
      {cancelled ? null : (
        <div>
          <h3 className="font-semibold text-slate-900">Add to calendar</h3>
          <div className="mt-2 flex flex-wrap gap-3">
            <a href={booking.ics_url} download="discovery-call.ics" className={buttonStyles({ variant: 'outline' })}>
              Download .ics
            </a>
            <ExternalLink href={booking.google_url} className={buttonStyles({ variant: 'outline' })}>
              Google Calendar
            </ExternalLink>
            <ExternalLink href={booking.outlook_url} className={buttonStyles({ variant: 'outline' })}>
              Outlook
            </ExternalLink>
          </div>
        </div>
      )}
      {children}
    </div>
  )
}
