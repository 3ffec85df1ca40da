import { queryOptions, useQuery } from '@tanstack/react-query'
import { integrationsCopy } from '@/content/admin-integrations'
import { apiClient } from '@/lib/api-client'
import type { DeliveriesResponse } from '../types'

export const deliveriesKey = (endpointId: number) => ['admin', 'webhooks', endpointId, 'deliveries'] as const

const UNFINISHED = new Set(['queued', 'sending', 'retrying'])

export function listDeliveries(endpointId: number): Promise<DeliveriesResponse> {
  return apiClient.get<DeliveriesResponse>(`/api/admin/webhooks/${endpointId}/deliveries`)
}

export function deliveriesQueryOptions(endpointId: number) {
  return queryOptions({
    queryKey: deliveriesKey(endpointId),
    queryFn: () => listDeliveries(endpointId),
    // Poll while something is on its way, so a test event's result appears by itself.
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => UNFINISHED.has(d.status)) ? integrationsCopy.logRefreshSeconds * 1000 : false,
  })
}

export function useDeliveries(endpointId: number) {
  return useQuery(deliveriesQueryOptions(endpointId))
}
