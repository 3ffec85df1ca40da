import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

// `claim`: the link sets the first password of an address nobody has confirmed yet.
export type ResetTokenCheck = { email: string; claim: boolean }

// POST because the token is a credential: it should not sit in a GET URL in logs.
export function checkResetToken(token: string): Promise<ResetTokenCheck> {
  return apiClient.post<ResetTokenCheck>('/api/auth/reset-check', { token })
}

export function checkResetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['admin', 'reset-check', token],
    queryFn: () => checkResetToken(token),
    staleTime: Infinity,
    retry: false,
  })
}

export function useCheckResetToken(token: string) {
  return useQuery({ ...checkResetTokenQueryOptions(token), enabled: Boolean(token) })
}
