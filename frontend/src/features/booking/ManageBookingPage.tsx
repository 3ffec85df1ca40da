import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { Button } from '@/components/ui/Button'
import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'
import { pageTitle, site } from '@/content/site'
import { ApiError } from '@/lib/api-client'
import { usePageMeta } from '@/lib/use-page-meta'
import { takenAlternatives } from './api/book-call'
import { useSlots } from './api/get-slots'
import { tokenOf, useCancelBooking, useManagedBooking, useReschedule } from './api/manage-booking'
import { BookingDetails } from './components/BookingDetails'
import { SlotPicker } from './components/SlotPicker'
import { TimeChooser } from './components/TimeChooser'
import { SLOT_TAKEN_MESSAGE } from './slot-taken'
import { describeTime, slotDays } from '@/lib/slot-days'
import type { Booking, Slot } from './types'
import { useVisitorZone } from './use-visitor-zone'

// /book/manage/:token (issue 34): the call behind the signed link in the visitor's emails,
// with its reschedule (pick a new time) and cancel (after a confirm step). No account.
export function ManageBookingPage() {
  usePageMeta({ title: pageTitle('Your Call'), description: 'Reschedule or cancel your call.', canonicalPath: '/book' })
  const { token = '' } = useParams<{ token: string }>()
  const booking = useManagedBooking(token)
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader title="Your Call" />
      <div className="mt-8 max-w-3xl">
        {booking.data ? (
          <Manage token={token} booking={booking.data} />
        ) : booking.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            {booking.error instanceof ApiError && booking.error.status === 404
              ? `This link has expired or is not valid. Please email us at ${site.contactEmail}.`
              : "We couldn't load your call. Please reload the page to try again."}
          </p>
        ) : (
          <p role="status">Loading your call...</p>
        )}
      </div>
    </Container>
  )
}

type Mode = 'view' | 'reschedule' | 'cancel'

function Manage({ token, booking }: { token: string; booking: Booking }) {
  const [mode, setMode] = useState<Mode>('view')
  const [zone, setZone] = useVisitorZone()
  const [notice, setNotice] = useState<string | null>(null)
  const cancel = useCancelBooking(token)
  const navigate = useNavigate()
  const cancelled = booking.status === 'cancelled'

  return (
    <div className="space-y-6">
      {notice ? (
        <p role="status" className="rounded-lg bg-green-50 p-4 font-medium text-green-900">
          {notice}
        </p>
      ) : null}
      {cancelled ? (
        <p className="rounded-lg bg-slate-100 p-4 font-medium text-slate-900">This call has been cancelled.</p>
      ) : null}
      <BookingDetails booking={booking} zone={zone} />
      {cancelled ? null : !booking.can_change ? (
        <p className="text-slate-700">
          This call starts too soon to change online. Please email us at {site.contactEmail}.
        </p>
      ) : mode === 'reschedule' ? (
        <Reschedule
          token={token}
          zone={zone}
          onZoneChange={setZone}
          onDone={(moved) => {
            setMode('view')
            // The new time's link (the one in the new invitation): the old one has gone.
            void navigate(`/book/manage/${encodeURIComponent(tokenOf(moved.manage_url))}`, { replace: true })
            setNotice(`Your call has moved to ${describeTime(moved.start, zone).label}. We've emailed you the new invitation.`)
          }}
          onBack={() => setMode('view')}
        />
      ) : mode === 'cancel' ? (
        <div role="group" aria-labelledby="cancel-question" className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4">
          <p id="cancel-question" className="font-semibold text-red-900">
            Cancel this call?
          </p>
          {cancel.isError ? (
            <p role="alert" className="text-red-800">
              {cancel.error.message}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => {
                    setMode('view')
                    setNotice("Your call is cancelled. We've emailed you to confirm.")
                  },
                })
              }
            >
              {cancel.isPending ? 'Cancelling...' : 'Yes, cancel the call'}
            </Button>
            <Button variant="outline" onClick={() => setMode('view')}>
              Keep the call
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setMode('reschedule')}>Reschedule</Button>
          <Button variant="outline" onClick={() => setMode('cancel')}>
            Cancel the call
          </Button>
        </div>
      )}
    </div>
  )
}

type RescheduleProps = {
  token: string
  zone: string
  onZoneChange: (zone: string) => void
  onDone: (booking: Booking) => void
  onBack: () => void
}

function Reschedule({ token, zone, onZoneChange, onDone, onBack }: RescheduleProps) {
  const slots = useSlots()
  const reschedule = useReschedule(token)
  const [selected, setSelected] = useState<string | null>(null)
  const [taken, setTaken] = useState<Slot[] | null>(null)

  const move = () => {
    if (!selected) return
    reschedule.mutate(
      { start: selected, timezone: zone },
      {
        onSuccess: onDone,
        onError: (error) => {
          const alternatives = takenAlternatives(error)
          if (alternatives) {
            setTaken(alternatives)
            setSelected(null)
            void slots.refetch()
          }
        },
      },
    )
  }
  const choose = (start: string) => {
    setSelected(start)
    setTaken(null)
    reschedule.reset()
  }
  const failure = reschedule.isError && !taken ? reschedule.error.message : null

  return (
    <section aria-labelledby="reschedule-heading" className="space-y-4">
      <h2 id="reschedule-heading" className="text-xl font-bold text-slate-900">
        Choose a new time
      </h2>
      {taken ? (
        <div role="alert" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <p className="font-semibold text-amber-900">{SLOT_TAKEN_MESSAGE}</p>
          {taken.length > 0 ? <SlotPicker days={slotDays(taken, zone)} zone={zone} selected={null} onSelect={choose} /> : null}
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {failure}
        </p>
      ) : null}
      {slots.data ? (
        <TimeChooser slots={slots.data.slots} zone={zone} onZoneChange={onZoneChange} selected={selected} onSelect={choose} />
      ) : slots.isError ? (
        <p role="alert">We couldn't load the free times. Please reload the page to try again.</p>
      ) : (
        <p role="status">Loading the free times...</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button disabled={!selected || reschedule.isPending} onClick={move}>
          {reschedule.isPending ? 'Moving...' : selected ? `Move my call to ${describeTime(selected, zone).time}` : 'Move my call'}
        </Button>
        <Button variant="outline" onClick={onBack}>
          Keep the current time
        </Button>
      </div>
    </section>
  )
}
