import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { MutationConfig } from '@/lib/react-query'

export type UnsubscribeResult = { status: 'unsubscribed' }

export function unsubscribe(token: string): Promise<UnsubscribeResult> {
  return apiClient.post<UnsubscribeResult>('/api/unsubscribe', { token })
}

type UseUnsubscribeOptions = {
  mutationConfig?: MutationConfig<typeof unsubscribe>
}

export function useUnsubscribe({ mutationConfig }: UseUnsubscribeOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: unsubscribe })
}
