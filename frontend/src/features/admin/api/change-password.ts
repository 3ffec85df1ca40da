import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { MutationConfig } from '@/lib/react-query'
import type { SessionResponse } from '../types'

export type ChangePasswordInput = { current_password: string; new_password: string }

// The signed-in person's own password. The server ends their other sessions and keeps
// this one signed in.
export function changePassword(input: ChangePasswordInput): Promise<SessionResponse> {
  return apiClient.post<SessionResponse>('/api/auth/password', input)
}

export function useChangePassword({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof changePassword> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: changePassword })
}
