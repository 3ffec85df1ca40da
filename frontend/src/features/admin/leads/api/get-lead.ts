import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { isNotFound } from '../error-message'
import type { LeadDetail } from '../types'

const IN_FLIGHT = new Set(['queued', 'sending', 'retrying', 'running'])

export function getLead(id: string): Promise<{ lead: LeadDetail }> {
  return apiClient.get<{ lead: LeadDetail }>(`/api/admin/leads/${encodeURIComponent(id)}`)
}

export function leadQueryKey(id: string) {
  return ['admin', 'leads', 'detail', id] as const
}

// Poll while the lead or one of its emails is still on its way; stop once all are settled.
export function leadRefetchInterval(lead: LeadDetail | undefined): number | false {
  if (!lead) return false
  const busy = IN_FLIGHT.has(lead.status) || lead.emails.some((email) => IN_FLIGHT.has(email.status))
  return busy ? 2_000 : false
}

export function leadQueryOptions(id: string) {
  return queryOptions({
    queryKey: leadQueryKey(id),
    queryFn: () => getLead(id),
    refetchInterval: (query) => leadRefetchInterval(query.state.data?.lead),
    retry: (count, error) => !isNotFound(error) && count < 2,
  })
}

export function useLead(id: string) {
  return useQuery(leadQueryOptions(id))
}
