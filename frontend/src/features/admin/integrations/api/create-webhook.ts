import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { EndpointInput, SecretResponse } from '../types'
import { webhooksKey } from './list-webhooks'

export function createWebhook(input: EndpointInput): Promise<SecretResponse> {
  return apiClient.post<SecretResponse>('/api/admin/webhooks', input)
}

export function useCreateWebhook() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  })
}
