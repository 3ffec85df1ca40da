import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { SessionResponse } from '../types'

// Spec calls 16 and 18: who is signed in, with their profile. Loading this also gives
// the browser its CSRF cookie for the state changes that follow.
export function getSession(): Promise<SessionResponse> {
  return apiClient.get<SessionResponse>('/api/auth/session')
}

export const sessionQueryKey = ['admin', 'session'] as const

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    // A role granted or revoked elsewhere should show up without a reload.
    staleTime: 30_000,
  })
}

export function useSession() {
  return useQuery(sessionQueryOptions())
}
