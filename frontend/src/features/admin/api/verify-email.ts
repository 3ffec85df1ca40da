import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

export type VerifyEmailInput = { token: string; password: string }

// The link alone does not confirm an address: the account's password must come with it,
// so someone opening a confirmation email for an account they didn't create can't confirm it.
export function verifyEmail(input: VerifyEmailInput): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/api/auth/verify-email', input)
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail })
}
