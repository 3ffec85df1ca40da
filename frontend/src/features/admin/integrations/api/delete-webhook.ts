import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { webhooksKey } from './list-webhooks'

export function deleteWebhook(id: number): Promise<void> {
  return apiClient.delete(`/api/admin/webhooks/${id}`)
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  })
}
