import { useMutation } from '@tanstack/react-query'
import { z } from '@/lib/zod-config'
import { consentPayload, consentWording } from '@/content/consent'
import { apiClient } from '@/lib/api-client'
import type { MutationConfig } from '@/lib/react-query'
import type { SubmissionContext } from '@/lib/submission-context'
import type { SubmissionAccepted } from '@/types/api'

export const EARLY_ACCESS_EMAIL_MAX = 254

export const earlyAccessSchema = z.object({
  email: z
    .string()
    .trim()
    .max(EARLY_ACCESS_EMAIL_MAX, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  website: z.string(),
})

export type EarlyAccessFormValues = z.input<typeof earlyAccessSchema>
export type EarlyAccessInput = z.output<typeof earlyAccessSchema>
export type JoinEarlyAccessPayload = { email: string; tags: readonly string[] } & SubmissionContext

// Always 202, for a new address as for one already on the list (issue 33: an answer that
// said "already" told anyone who is listed); the server mails a listed address's owner.
export type JoinEarlyAccessResult = SubmissionAccepted

export function joinEarlyAccess(payload: JoinEarlyAccessPayload): Promise<JoinEarlyAccessResult> {
  return apiClient.post<JoinEarlyAccessResult>('/api/early-access', {
    ...payload,
    consent: consentPayload(consentWording.earlyAccess),
  })
}

type UseJoinEarlyAccessOptions = {
  mutationConfig?: MutationConfig<typeof joinEarlyAccess>
}

export function useJoinEarlyAccess({ mutationConfig }: UseJoinEarlyAccessOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: joinEarlyAccess })
}
