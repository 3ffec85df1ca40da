import { useMutation } from '@tanstack/react-query'
import { z } from '@/lib/zod-config'
import { businessGoalIds, companySizeIds, mainChallengeIds, sectorIds } from '@/content/finder-options'
import { apiClient } from '@/lib/api-client'
import type { MutationConfig } from '@/lib/react-query'
import type { SubmissionContext } from '@/lib/submission-context'
import type { SubmissionAccepted } from '@/types/api'

export const FINDER_LIMITS = {
  firstName: 50,
  email: 254,
  companyName: 200,
  currentTools: 1000,
} as const

const GOAL_MESSAGE = 'Please select at least one business goal'
const CHALLENGE_MESSAGE = 'Please select at least one main challenge'

// Shared by the form (client-side messages) and the mutation (payload type). The
// server (web/api/finder.py) validates again with the same wording (spec 5).
export const finderInputSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, 'First name is required')
    .max(FINDER_LIMITS.firstName, `First name must be ${FINDER_LIMITS.firstName} characters or fewer`),
  email: z
    .string()
    .trim()
    .max(FINDER_LIMITS.email, `Email must be ${FINDER_LIMITS.email} characters or fewer`)
    .pipe(z.email('Please enter a valid email address')),
  companyName: z
    .string()
    .trim()
    .min(1, 'Company name is required')
    .max(
      FINDER_LIMITS.companyName,
      `Company name must be ${FINDER_LIMITS.companyName} characters or fewer`,
    ),
  // The select starts on an empty placeholder, so the form holds a plain string.
  companySize: z.string().pipe(z.enum(companySizeIds, { error: 'Please select your company size' })),
  businessGoal: z.array(z.enum(businessGoalIds, { error: GOAL_MESSAGE })).min(1, GOAL_MESSAGE),
  mainChallenge: z
    .array(z.enum(mainChallengeIds, { error: CHALLENGE_MESSAGE }))
    .min(1, CHALLENGE_MESSAGE),
  currentTools: z
    .string()
    .trim()
    .max(
      FINDER_LIMITS.currentTools,
      `Current tools must be ${FINDER_LIMITS.currentTools.toLocaleString('en-GB')} characters or fewer`,
    ),
  // "What kind of business are you?": only the visitor's own choice, sent when they made one
  // ('' is "Choose one", sent as nothing); left out, the job reads the sector itself.
  sector: z
    .union([z.literal(''), z.enum(sectorIds)])
    .transform((sector) => sector || undefined),
  // Honeypot: people never see it, so anything here marks a bot. The server decides.
  website: z.string(),
})

export type FinderFormValues = z.input<typeof finderInputSchema>
export type FinderInput = z.output<typeof finderInputSchema>

export type SubmitFinderPayload = Omit<FinderInput, 'website'> & SubmissionContext

export function submitFinder(payload: SubmitFinderPayload): Promise<SubmissionAccepted> {
  return apiClient.post<SubmissionAccepted>('/api/finder', payload)
}

type UseSubmitFinderOptions = {
  mutationConfig?: MutationConfig<typeof submitFinder>
}

export function useSubmitFinder({ mutationConfig }: UseSubmitFinderOptions = {}) {
  return useMutation({
    ...mutationConfig,
    mutationFn: submitFinder,
  })
}
