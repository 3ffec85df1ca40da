import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/Button'
import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'
import { pageTitle } from '@/content/site'
import { createFunnel } from '@/lib/analytics/funnel'
import { useFunnel } from '@/lib/analytics/use-funnel'
import { type BookingOrigin, readBookingOrigin } from '@/lib/booking-origin'
import { finderEnquiryHref } from '@/lib/finder-enquiry'
import { planEnquiryHref } from '@/lib/plan-enquiry'
import { useHydrated } from '@/lib/use-hydrated'
import { usePageMeta } from '@/lib/use-page-meta'
import { useFinderCompany } from './api/get-finder-company'
import { slotsQuery, useSlots } from './api/get-slots'
import { BookingConfirmation } from './components/BookingConfirmation'
import { EventSummary } from './components/EventSummary'
import { SlotPicker } from './components/SlotPicker'
import { TimeChooser } from './components/TimeChooser'
import { describeTime, slotDays } from '@/lib/slot-days'
import { SLOT_TAKEN_MESSAGE } from './slot-taken'
import type { Booking, Slot } from './types'
import { useVisitorZone } from './use-visitor-zone'

// /book (issue 34): the free times in the visitor's zone, then a short form, then the
// confirmation, all in place. ?from=<finder run> or ?plan=<key>&from=quiz say where the
// visitor came from: sent with the booking, and the run pre-fills what it knows.
// The form's code (react-hook-form, zod) waits until a time is chosen, or the visitor starts
// choosing one: the times are what /book first shows.
const loadForm = () => import('./components/BookingForm')
const BookingForm = lazy(async () => ({ default: (await loadForm()).BookingForm }))

export function BookPage() {
  usePageMeta({
    title: pageTitle('Book a Call'),
    description: 'Book a free discovery call with our team at a time that suits you.',
    canonicalPath: '/book',
  })
  const funnel = useFunnel('booking')
  const [params] = useSearchParams()
  const hydrated = useHydrated()
  const origin = hydrated ? readBookingOrigin(params) : {}
  const [zone, setZone] = useVisitorZone()
  const slots = useSlots(origin.finderRun)
  const company = useFinderCompany(origin.finderRun).data
  const queryClient = useQueryClient()
  const [selected, setSelected] = useState<string | null>(null)
  const [taken, setTaken] = useState<Slot[] | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [booking, setBooking] = useState<Booking | null>(null)
  const stepHeading = useRef<HTMLHeadingElement>(null)

  // Each step replaces what the visitor was using: focus moves to its heading.
  const step = booking ? 'done' : selected ? 'form' : 'pick'
  const firstStep = useRef(step)
  useEffect(() => {
    if (step !== firstStep.current) stepHeading.current?.focus()
  }, [step])

  const choose = (start: string) => {
    setSelected(start)
    setTaken(null)
    setFailure(null)
  }
  // The result the visitor came from counts the call too: its funnel's last step.
  const onBooked = (booked: Booking) => {
    if (origin.finderRun) createFunnel('finder').step('booking_confirmed')
    else if (origin.plan) createFunnel('quiz').step('booking_confirmed')
    setBooking(booked)
  }
  const onTaken = (alternatives: Slot[]) => {
    setTaken(alternatives)
    void queryClient.invalidateQueries({ queryKey: slotsQuery(origin.finderRun).queryKey })
  }

  return (
    <Container className="py-12 sm:py-16">
      <PageHeader title="Book a Call" lead="Pick a time that suits you: we'll send a calendar invitation straight away." />
      <noscript>
        <p className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-900">
          JavaScript is turned off in your browser.{' '}
          <a href="/book/times" className="font-semibold underline underline-offset-2">
            See the free times and book without it
          </a>
          .
        </p>
      </noscript>
      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <aside className="space-y-4 lg:order-last">
          <EventSummary event={slots.data?.event} />
          <p className="text-slate-700">
            Would you rather write?{' '}
            <Link to={contactHref(origin)} className="font-medium text-accent-700 underline underline-offset-2">
              Send us a message instead
            </Link>
          </p>
        </aside>
        <section aria-labelledby="booking-step-heading" className="lg:col-span-2">
          {booking ? (
            <BookingConfirmation booking={booking} zone={zone} headingRef={stepHeading} />
          ) : selected && slots.data ? (
            <>
              <h2 id="booking-step-heading" ref={stepHeading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
                Your details
              </h2>
              <p className="mt-2 text-slate-700">
                {describeTime(selected, zone).label}.{' '}
                <Button variant="ghost" size="sm" onClick={() => setSelected(null)}>
                  Choose another time
                </Button>
              </p>
              {taken ? (
                <div role="alert" className="mt-4 space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
                  <p className="font-semibold text-amber-900">{SLOT_TAKEN_MESSAGE}</p>
                  {taken.length > 0 ? (
                    <SlotPicker days={slotDays(taken, zone)} zone={zone} selected={null} onSelect={choose} />
                  ) : (
                    <Button variant="outline" onClick={() => setSelected(null)}>
                      See all free times
                    </Button>
                  )}
                </div>
              ) : null}
              {failure ? (
                <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-800">
                  {failure}
                </p>
              ) : null}
              <div className="mt-6">
                <Suspense fallback={<p role="status">Loading the form...</p>}>
                  <BookingForm
                    event={slots.data.event}
                    prefill={{ company, ...slots.data.prefill }}
                    pageValues={{ start: selected, timezone: zone, finder_run: origin.finderRun, plan: origin.plan }}
                    funnel={funnel}
                    onBooked={onBooked}
                    onTaken={onTaken}
                    onFailed={setFailure}
                  />
                </Suspense>
              </div>
            </>
          ) : (
            <>
              <h2 id="booking-step-heading" ref={stepHeading} tabIndex={-1} className="mb-4 text-2xl font-bold text-slate-900 focus:outline-none">
                Choose a time
              </h2>
              {slots.isError ? (
                <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
                  We couldn't load the free times. Please reload the page to try again.
                </p>
              ) : slots.data ? (
                <div onPointerDown={() => void loadForm()} onFocus={() => void loadForm()}>
                  <TimeChooser slots={slots.data.slots} zone={zone} onZoneChange={setZone} selected={selected} onSelect={choose} />
                </div>
              ) : (
                <p role="status" className="min-h-64 text-slate-600">
                  Loading the free times...
                </p>
              )}
            </>
          )}
        </section>
      </div>
    </Container>
  )
}

// The contact form, about the same run or plan, for a visitor who would rather write.
function contactHref({ finderRun, plan }: BookingOrigin): string {
  if (finderRun) return finderEnquiryHref(finderRun)
  return plan ? planEnquiryHref(plan, { fromQuiz: true }) : '/contact'
}
