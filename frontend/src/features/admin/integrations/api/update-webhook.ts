import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { EndpointInput, WebhookEndpoint } from '../types'
import { webhooksKey } from './list-webhooks'

export type EndpointChanges = Partial<EndpointInput> & { enabled?: boolean }

export function updateWebhook({ id, ...changes }: EndpointChanges & { id: number }): Promise<{ endpoint: WebhookEndpoint }> {
  return apiClient.put(`/api/admin/webhooks/${id}`, changes)
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  })
}
