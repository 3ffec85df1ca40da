import { useMutation } from '@tanstack/react-query'
import { z } from '@/lib/zod-config'
import { consentPayload, consentWording } from '@/content/consent'
import { guideCopy } from '@/content/guide'
import { apiClient } from '@/lib/api-client'
import type { MutationConfig } from '@/lib/react-query'
import type { SubmissionContext } from '@/lib/submission-context'
import type { SubmissionAccepted } from '@/types/api'

// The server's limits (web/api/signups.py), so the form stops input at the same length.
export const GUIDE_LIMITS = { firstName: 50, email: 254 } as const

export const guideRequestSchema = z.object({
  first_name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(GUIDE_LIMITS.firstName, `Name must be ${GUIDE_LIMITS.firstName} characters or fewer`),
  email: z
    .string()
    .trim()
    .max(GUIDE_LIMITS.email, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  website: z.string(),
})

export type GuideFormValues = z.input<typeof guideRequestSchema>
export type GuideRequestInput = z.output<typeof guideRequestSchema>
export type GuideRequestPayload = Omit<GuideRequestInput, 'website'> & SubmissionContext

export function requestGuide(payload: GuideRequestPayload): Promise<SubmissionAccepted> {
  return apiClient.post<SubmissionAccepted>('/api/guide', {
    ...payload,
    tags: guideCopy.tags,
    consent: consentPayload(consentWording.guide),
  })
}

type UseRequestGuideOptions = {
  mutationConfig?: MutationConfig<typeof requestGuide>
}

export function useRequestGuide({ mutationConfig }: UseRequestGuideOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: requestGuide })
}
