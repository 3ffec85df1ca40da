import { useMutation } from '@tanstack/react-query'
import { apiClient, ApiError } from '@/lib/api-client'
import type { SubmissionContext } from '@/lib/submission-context'
import { z } from '@/lib/zod-config'
import type { PlanKey } from '@/content/plans'
import type { BookingAnswer, Slot, SlotTakenAnswer } from '../types'

export const BOOKING_LIMITS = { name: 50, email: 254, company: 100, message: 2000, phone: 30 } as const

const EMAIL_MESSAGE = 'Please enter a valid email address'

function optionalText(max: number, label: string) {
  return z.string().trim().max(max, `${label} must be ${max.toLocaleString('en-GB')} characters or fewer`)
}

// The form's rules (the server checks again, with the name rules' own messages, which the
// form shows under the field it names). `phone` is required only for calls by phone.
export function bookingFormSchema(needsPhone: boolean) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, 'Name is required')
      .max(BOOKING_LIMITS.name, `Name must be ${BOOKING_LIMITS.name} characters or fewer`),
    email: z
      .string()
      .trim()
      .max(BOOKING_LIMITS.email, `Email must be ${BOOKING_LIMITS.email} characters or fewer`)
      .pipe(z.email(EMAIL_MESSAGE)),
    company: z
      .string()
      .trim()
      .min(1, 'Company is required')
      .max(BOOKING_LIMITS.company, `Company must be ${BOOKING_LIMITS.company} characters or fewer`),
    message: optionalText(BOOKING_LIMITS.message, 'Message'),
    phone: needsPhone
      ? z.string().trim().min(1, 'Phone number is required').max(BOOKING_LIMITS.phone, 'Please enter a valid phone number')
      : z.string().trim(),
    website: z.string(),
  })
}

export type BookingFormValues = z.input<ReturnType<typeof bookingFormSchema>>
export type BookingFormOutput = z.output<ReturnType<typeof bookingFormSchema>>

// Sent with the fields: the time, the visitor's zone and where they came from.
export type BookingPageValues = {
  start: string
  timezone: string
  finder_run?: string
  plan?: PlanKey
}

export type BookCallPayload = Omit<BookingFormOutput, 'website' | 'message' | 'phone'> & {
  message?: string
  phone?: string
} & BookingPageValues &
  SubmissionContext

export function bookCall(payload: BookCallPayload): Promise<BookingAnswer> {
  return apiClient.post<BookingAnswer>('/api/booking', payload)
}

export function useBookCall() {
  return useMutation({ mutationFn: bookCall })
}

// The nearest free times a 409 (the time was taken meanwhile) lists, or null for any other
// failure.
export function takenAlternatives(error: unknown): Slot[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const body = (error.body ?? {}) as SlotTakenAnswer
  return Array.isArray(body.alternatives)
    ? body.alternatives.filter((slot): slot is Slot => typeof slot?.start === 'string')
    : []
}
