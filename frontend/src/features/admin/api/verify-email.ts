import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

export function verifyEmail(token: string): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/api/auth/verify-email', { token })
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail })
}
