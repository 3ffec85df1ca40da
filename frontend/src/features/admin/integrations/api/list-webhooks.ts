import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { WebhooksResponse } from '../types'

export const webhooksKey = ['admin', 'webhooks'] as const

export function listWebhooks(): Promise<WebhooksResponse> {
  return apiClient.get<WebhooksResponse>('/api/admin/webhooks')
}

export function webhooksQueryOptions() {
  return queryOptions({ queryKey: webhooksKey, queryFn: listWebhooks })
}

export function useWebhooks() {
  return useQuery(webhooksQueryOptions())
}
