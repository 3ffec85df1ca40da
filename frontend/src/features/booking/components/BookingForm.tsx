import { useMemo } from 'react'
import { Link } from 'react-router'
import { HoneypotField } from '@/components/forms/HoneypotField'
import { EmailField, TextField } from '@/components/forms/TextField'
import { usePublicForm } from '@/components/forms/use-public-form'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { FormField } from '@/components/ui/FormField'
import { type Funnel, funnelStartProps } from '@/lib/analytics/use-funnel'
import {
  BOOKING_LIMITS,
  bookingFormSchema,
  takenAlternatives,
  useBookCall,
  type BookingFormValues,
  type BookingPageValues,
} from '../api/book-call'
import type { Booking, SlotsAnswer, Slot } from '../types'

type BookingFormProps = {
  event: SlotsAnswer['event']
  prefill: SlotsAnswer['prefill']
  pageValues: BookingPageValues
  funnel?: Funnel
  onBooked: (booking: Booking) => void
  // The time was taken meanwhile (409): the nearest free ones, to choose from in place.
  onTaken: (alternatives: Slot[]) => void
  onFailed: (message: string) => void
}

export function BookingForm({ event, prefill, pageValues, funnel, onBooked, onTaken, onFailed }: BookingFormProps) {
  const needsPhone = event.meeting === 'phone'
  const schema = useMemo(() => bookingFormSchema(needsPhone), [needsPhone])
  const emptyValues: BookingFormValues = {
    name: prefill?.name ?? '',
    email: prefill?.email ?? '',
    company: prefill?.company ?? '',
    message: '',
    phone: '',
    website: '',
  }
  const form = usePublicForm('booking', schema, emptyValues, pageValues)
  const { errors } = form.formState
  const book = useBookCall()

  const onSubmit = form.submitWithContext(({ message, phone, ...payload }) => {
    funnel?.step('submit')
    book.mutate(
      { ...payload, ...(message ? { message } : {}), ...(needsPhone ? { phone } : {}) },
      {
        onSuccess: ({ booking }) => {
          funnel?.step('booking_confirmed')
          onBooked(booking)
        },
        onError: (error) => {
          const alternatives = takenAlternatives(error)
          if (alternatives) onTaken(alternatives)
          else if (!form.showFieldErrors(error)) {
            onFailed(error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.')
          }
        },
      },
    )
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={book.isPending} className="relative space-y-5" {...funnelStartProps(funnel)}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          registration={form.register('name')}
          error={errors.name?.message}
          autoComplete="name"
          maxLength={BOOKING_LIMITS.name}
        />
        <EmailField registration={form.register('email')} error={errors.email?.message} maxLength={BOOKING_LIMITS.email} />
      </div>
      <TextField
        label="Company"
        registration={form.register('company')}
        error={errors.company?.message}
        autoComplete="organization"
        maxLength={BOOKING_LIMITS.company}
      />
      {needsPhone ? (
        <TextField
          label="Phone number"
          hint="We'll call you on this number at the time you chose."
          type="tel"
          registration={form.register('phone')}
          error={errors.phone?.message}
          autoComplete="tel"
          inputMode="tel"
          maxLength={BOOKING_LIMITS.phone}
        />
      ) : null}
      <FormField label="What would you like to talk about? (optional)" error={errors.message?.message}>
        {(control) => (
          <textarea
            {...control}
            {...form.register('message')}
            rows={4}
            maxLength={BOOKING_LIMITS.message}
            className={formControlStyles(Boolean(errors.message), 'resize-y')}
          />
        )}
      </FormField>

      <HoneypotField registration={form.honeypot} />
      <p className="text-xs leading-relaxed text-slate-600">
        We use these details only to arrange and hold this call, and what you write goes only to the person you
        will speak to. See our{' '}
        <Link to="/privacy-policy" className="underline underline-offset-2 hover:text-slate-900">
          Privacy Policy
        </Link>
        .
      </p>
      <Button type="submit" size="lg" disabled={book.isPending || !form.hydrated} className="w-full sm:w-auto">
        {book.isPending ? 'Booking...' : 'Book this call'}
      </Button>
    </form>
  )
}
