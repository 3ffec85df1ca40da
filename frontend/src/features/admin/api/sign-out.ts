import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { SessionResponse } from '../types'
import { sessionQueryKey } from './get-session'

export function signOut(): Promise<SessionResponse> {
  return apiClient.post<SessionResponse>('/api/auth/logout', {})
}

export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      // The profile is cleared on sign-out (spec 4), and so is every admin answer cached.
      queryClient.removeQueries({ queryKey: ['admin'] })
      queryClient.setQueryData(sessionQueryKey, { user: null })
    },
  })
}
