import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

export type CallTimes = { business_timezone: string; slots: { start: string }[] }

// Where a call could move: its salesperson's free times (web/api/admin/bookings.py).
export function getCallTimes(callId: string): Promise<CallTimes> {
  return apiClient.get<CallTimes>(`/api/admin/bookings/${encodeURIComponent(callId)}/times`)
}

export function callTimesQueryOptions(callId: string) {
  return queryOptions({
    queryKey: ['admin', 'leads', 'call-times', callId] as const,
    queryFn: () => getCallTimes(callId),
    staleTime: 0,
  })
}

export function useCallTimes(callId: string, enabled: boolean) {
  return useQuery({ ...callTimesQueryOptions(callId), enabled })
}
