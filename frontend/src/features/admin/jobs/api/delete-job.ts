import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { jobsOverviewKey } from './get-jobs-overview'

export function deleteJob(jobId: string): Promise<void> {
  return apiClient.delete(`/api/admin/jobs/${encodeURIComponent(jobId)}`)
}

export function useDeleteJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsOverviewKey }),
  })
}
