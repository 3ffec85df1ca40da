import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { MutationConfig } from '@/lib/react-query'

// first_name only on a claim: it replaces the name the address's first sign-up typed.
export type ResetPasswordInput = { token: string; password: string; first_name?: string }

export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/api/auth/reset-password', input)
}

export function useResetPassword({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof resetPassword> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: resetPassword })
}
