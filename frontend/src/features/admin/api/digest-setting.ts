import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

// The signed-in person's daily sales digest (web/api/admin/followups.py).
type DigestSetting = { daily_digest: boolean }

const digestKey = ['admin', 'digest-setting'] as const

export function useDigestSetting(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: digestKey,
      queryFn: () => apiClient.get<DigestSetting>('/api/admin/follow-ups/digest'),
      enabled,
    }),
  )
}

export function useSetDigestSetting() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (on: boolean) => apiClient.put<DigestSetting>('/api/admin/follow-ups/digest', { daily_digest: on }),
    onSuccess: (data) => queryClient.setQueryData(digestKey, data),
  })
}
