import { useMutation } from '@tanstack/react-query'
import { z } from '@/lib/zod-config'
import { consentPayload, consentWording } from '@/content/consent'
import { apiClient } from '@/lib/api-client'
import type { MutationConfig } from '@/lib/react-query'
import type { SubmissionContext } from '@/lib/submission-context'
import type { SubmissionAccepted } from '@/types/api'

export const NEWSLETTER_LIMITS = { firstName: 50, email: 254 } as const

export const newsletterSchema = z.object({
  // Optional: the blog card asks for an email only.
  first_name: z
    .string()
    .trim()
    .max(NEWSLETTER_LIMITS.firstName, `Name must be ${NEWSLETTER_LIMITS.firstName} characters or fewer`),
  email: z
    .string()
    .trim()
    .max(NEWSLETTER_LIMITS.email, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  website: z.string(),
})

export type NewsletterFormValues = z.input<typeof newsletterSchema>
export type NewsletterInput = z.output<typeof newsletterSchema>
export type SubscribeNewsletterPayload = Omit<NewsletterInput, 'website'> & SubmissionContext

// 202: a confirmation email is on its way. 200 {already}: already subscribed.
export type SubscribeNewsletterResult =
  | (SubmissionAccepted & { already?: false })
  | { already: true; message: string }

export function subscribeNewsletter(payload: SubscribeNewsletterPayload): Promise<SubscribeNewsletterResult> {
  return apiClient.post<SubscribeNewsletterResult>('/api/newsletter', {
    ...payload,
    consent: consentPayload(consentWording.newsletter),
  })
}

type UseSubscribeNewsletterOptions = {
  mutationConfig?: MutationConfig<typeof subscribeNewsletter>
}

export function useSubscribeNewsletter({ mutationConfig }: UseSubscribeNewsletterOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: subscribeNewsletter })
}
