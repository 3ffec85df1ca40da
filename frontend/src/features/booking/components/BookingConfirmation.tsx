import type { Ref } from 'react'
import type { Booking } from '../types'
import { BookingDetails } from './BookingDetails'

type BookingConfirmationProps = {
  booking: Booking
  zone: string
  headingRef?: Ref<HTMLHeadingElement>
}

// What the visitor sees once the call is booked: the same details as the email, and the link
// to change or cancel it.
export function BookingConfirmation({ booking, zone, headingRef }: BookingConfirmationProps) {
  return (
    <div className="space-y-4">
      <h2 id="booking-step-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        Your call is booked
      </h2>
      <p className="text-slate-700">We've emailed you the details and a calendar invitation.</p>
      <BookingDetails booking={booking} zone={zone}>
        <p className="text-slate-700">
          Need another time?{' '}
          <a href={booking.manage_url} className="font-medium text-accent-700 underline underline-offset-2">
            Reschedule or cancel
          </a>
        </p>
      </BookingDetails>
    </div>
  )
}
