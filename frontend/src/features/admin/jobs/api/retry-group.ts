import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { jobsOverviewKey } from './get-jobs-overview'

export function retryGroup(excType: string): Promise<{ retried: number }> {
  return apiClient.post('/api/admin/jobs/retry-group', { exc_type: excType })
}

export function useRetryGroup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: retryGroup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsOverviewKey }),
  })
}
