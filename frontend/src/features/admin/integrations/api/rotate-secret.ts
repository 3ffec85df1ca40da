import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { SecretResponse } from '../types'
import { webhooksKey } from './list-webhooks'

export function rotateSecret(id: number): Promise<SecretResponse> {
  return apiClient.post<SecretResponse>(`/api/admin/webhooks/${id}/rotate-secret`, {})
}

export function useRotateSecret() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: rotateSecret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  })
}
