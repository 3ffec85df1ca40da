import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { MutationConfig } from '@/lib/react-query'

export type ResetPasswordInput = { token: string; password: string }

export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/api/auth/reset-password', input)
}

export function useResetPassword({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof resetPassword> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: resetPassword })
}
