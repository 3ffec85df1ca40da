import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { Delivery } from '../types'
import { deliveriesKey } from './list-deliveries'
import { webhooksKey } from './list-webhooks'

export function sendTest(id: number): Promise<{ delivery: Delivery }> {
  return apiClient.post(`/api/admin/webhooks/${id}/test`, {})
}

export function useSendTest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendTest,
    onSuccess: (_result, id) => {
      void queryClient.invalidateQueries({ queryKey: deliveriesKey(id) })
      void queryClient.invalidateQueries({ queryKey: webhooksKey })
    },
  })
}
