import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { Delivery } from '../types'
import { deliveriesKey } from './list-deliveries'

export function redeliver(delivery: Delivery): Promise<{ delivery: Delivery }> {
  return apiClient.post(`/api/admin/webhooks/deliveries/${encodeURIComponent(delivery.id)}/redeliver`, {})
}

export function useRedeliver() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: redeliver,
    onSuccess: (_result, delivery) => queryClient.invalidateQueries({ queryKey: deliveriesKey(delivery.endpoint_id) }),
  })
}
