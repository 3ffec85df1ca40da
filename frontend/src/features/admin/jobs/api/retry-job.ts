import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { jobsOverviewKey } from './get-jobs-overview'

export function retryJob(jobId: string): Promise<{ id: string; status: string }> {
  return apiClient.post(`/api/admin/jobs/${encodeURIComponent(jobId)}/retry`, {})
}

export function useRetryJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: retryJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsOverviewKey }),
  })
}
