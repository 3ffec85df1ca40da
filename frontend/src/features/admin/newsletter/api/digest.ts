import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { DigestSettings } from '../types'

type Answer = { digest: DigestSettings }
const URL = '/api/admin/newsletter/digest'

export function useDigestSettings() {
  return useQuery({ queryKey: ['admin', 'newsletter', 'digest'], queryFn: () => apiClient.get<Answer>(URL) })
}

export function useSaveDigestSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: DigestSettings) => apiClient.put<Answer>(URL, settings),
    onSuccess: (data) => queryClient.setQueryData(['admin', 'newsletter', 'digest'], data),
  })
}
