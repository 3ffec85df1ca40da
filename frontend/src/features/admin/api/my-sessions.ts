import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { SessionResponse } from '../types'
import { sessionQueryKey } from './get-session'

// Where the signed-in person is signed in (web/api/admin_sessions.py).
export type AccountSession = {
  id: string
  current: boolean
  created_at: string
  last_seen_at: string
  user_agent: string | null
  ip: string | null
}

type Ended = { ended: number; signed_out: boolean }

export const mySessionsQueryKey = ['admin', 'my-sessions'] as const

export type MySessions = {
  sessions: AccountSession[]
  idle_timeout_seconds: number
  max_age_seconds: number
}

export function listMySessions(): Promise<MySessions> {
  return apiClient.get<MySessions>('/api/auth/sessions')
}

export function useMySessions() {
  return useQuery(queryOptions({ queryKey: mySessionsQueryKey, queryFn: listMySessions, staleTime: 0 }))
}

export function endSession(id: string): Promise<Ended> {
  return apiClient.delete<Ended>(`/api/auth/sessions/${encodeURIComponent(id)}`)
}

export function endAllSessions(): Promise<Ended> {
  return apiClient.post<Ended>('/api/auth/sessions/end-all', {})
}

// Ending this browser's own session signs it out, like Sign Out does.
function useAfterEnding() {
  const queryClient = useQueryClient()
  return (result: Ended) => {
    if (result.signed_out) {
      queryClient.removeQueries({ queryKey: ['admin'] })
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: null })
    } else {
      void queryClient.invalidateQueries({ queryKey: mySessionsQueryKey })
    }
  }
}

export function useEndSession() {
  const afterEnding = useAfterEnding()
  return useMutation({ mutationFn: endSession, onSuccess: afterEnding })
}

export function useEndAllSessions() {
  const afterEnding = useAfterEnding()
  return useMutation({ mutationFn: endAllSessions, onSuccess: afterEnding })
}
