import { useMutation } from '@tanstack/react-query'
import { z } from '@/lib/zod-config'
import type { PlanKey } from '@/content/plans'
import { apiClient } from '@/lib/api-client'
import type { MutationConfig } from '@/lib/react-query'
import type { SubmissionContext } from '@/lib/submission-context'
import type { SubmissionAccepted } from '@/types/api'
import { contactRoleValues } from '../contact-roles'

export const CONTACT_LIMITS = {
  name: 50,
  email: 254,
  message: 5000,
} as const

const EMAIL_MESSAGE = 'Please enter a valid email address'

// Shared by the form (client-side messages) and the mutation (payload type), so
// the two can't drift apart. The server validates again with the same wording.
export const contactMessageInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(CONTACT_LIMITS.name, `Name must be ${CONTACT_LIMITS.name} characters or fewer`),
  email: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.email, `Email must be ${CONTACT_LIMITS.email} characters or fewer`)
    .pipe(z.email(EMAIL_MESSAGE)),
  // The select starts on an empty placeholder, so the form holds a plain string
  // that only becomes a role once validated.
  role: z.string().pipe(z.enum(contactRoleValues, { error: 'Please select your role' })),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(
      CONTACT_LIMITS.message,
      `Message must be ${CONTACT_LIMITS.message.toLocaleString('en-GB')} characters or fewer`,
    ),
  // Honeypot: people never see it, so anything here marks a bot. The server decides.
  website: z.string(),
})

export type ContactMessageFormValues = z.input<typeof contactMessageInputSchema>
export type ContactMessageInput = z.output<typeof contactMessageInputSchema>

// `plan`: the plan the visitor came to ask about (lib/plan-enquiry), when there is one;
// `finder_run`: the AI Tool Finder run whose results they came from (lib/finder-enquiry).
export type ContactPageValues = { plan?: PlanKey; finder_run?: string }

export type SendContactMessagePayload = Omit<ContactMessageInput, 'website'> & ContactPageValues & SubmissionContext

export function sendContactMessage(payload: SendContactMessagePayload): Promise<SubmissionAccepted> {
  return apiClient.post<SubmissionAccepted>('/api/contact', payload)
}

type UseSendContactMessageOptions = {
  mutationConfig?: MutationConfig<typeof sendContactMessage>
}

export function useSendContactMessage({ mutationConfig }: UseSendContactMessageOptions = {}) {
  return useMutation({
    ...mutationConfig,
    mutationFn: sendContactMessage,
  })
}
