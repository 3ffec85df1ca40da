import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { MutationConfig } from '@/lib/react-query'

export type ConfirmNewsletterResult = { status: 'subscribed' }

// A POST from a button, never on page load: mail scanners open links with GET
// and must not be able to confirm a subscription.
export function confirmNewsletter(token: string): Promise<ConfirmNewsletterResult> {
  return apiClient.post<ConfirmNewsletterResult>('/api/newsletter/confirm', { token })
}

type UseConfirmNewsletterOptions = {
  mutationConfig?: MutationConfig<typeof confirmNewsletter>
}

export function useConfirmNewsletter({ mutationConfig }: UseConfirmNewsletterOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: confirmNewsletter })
}
