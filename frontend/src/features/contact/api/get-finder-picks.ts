import { useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

// The part of a finder run's status this page needs: the recommended tools' names.
type FinderRunStatus = {
  results: { recommendations: Array<{ name: string }> } | null
}

// Read from the run's own results endpoint (GET /api/finder/<id>, the one the results page
// polls), which the id unlocks; without `wait` it answers at once. A run with no results
// yet, or none at all, names no tools.
export async function getFinderPicks(runId: string, signal?: AbortSignal): Promise<string[]> {
  const status = await apiClient.get<FinderRunStatus>(`/api/finder/${encodeURIComponent(runId)}`, { signal })
  return status.results?.recommendations.map((tool) => tool.name) ?? []
}

export function useFinderPicks(runId: string | null) {
  return useQuery({
    queryKey: ['finder-picks', runId],
    queryFn: ({ signal }) => getFinderPicks(runId ?? '', signal),
    enabled: Boolean(runId),
    // A run's results never change once shown.
    staleTime: Infinity,
  })
}
