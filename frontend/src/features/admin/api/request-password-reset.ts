import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { MutationConfig } from '@/lib/react-query'

// Spec call 17. The answer is the same whether or not the address has an account.
export function requestPasswordReset(input: { email: string }): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/api/auth/reset-request', input)
}

export function useRequestPasswordReset({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof requestPasswordReset> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: requestPasswordReset })
}
