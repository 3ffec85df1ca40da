import { useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

type FinderRunStatus = { results: { userInput: { companyName: string } } | null }

// The company named in a finder run, read from the run's own results endpoint (the one the
// results page polls), which its id unlocks: pre-fills the booking form's company.
export function useFinderCompany(runId: string | undefined) {
  return useQuery({
    queryKey: ['booking', 'finder-company', runId],
    queryFn: async ({ signal }) => {
      const status = await apiClient.get<FinderRunStatus>(`/api/finder/${encodeURIComponent(runId ?? '')}`, { signal })
      return status.results?.userInput.companyName ?? undefined
    },
    enabled: Boolean(runId),
    staleTime: Infinity,
    retry: false,
  })
}
