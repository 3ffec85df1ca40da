import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { SlotsAnswer } from '../types'

// The free start times of the booking window (from/to default to the whole window). `run`, a
// finder run's id, lets the lead's owner be offered first.
export function getSlots(run?: string, signal?: AbortSignal): Promise<SlotsAnswer> {
  const query = run ? `?${new URLSearchParams({ run }).toString()}` : ''
  return apiClient.get<SlotsAnswer>(`/api/booking/slots${query}`, { signal })
}

export function slotsQuery(run?: string) {
  return queryOptions({
    queryKey: ['booking', 'slots', run ?? ''],
    queryFn: ({ signal }) => getSlots(run, signal),
    // Times go as others book: fresh on each visit, never kept for long.
    staleTime: 30_000,
  })
}

export function useSlots(run?: string) {
  return useQuery(slotsQuery(run))
}
