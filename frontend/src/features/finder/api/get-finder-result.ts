import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { SubmissionStatus } from '@/types/api'

export type FinderStage = 'generate' | 'render' | 'check' | 'deliver' | 'done'

export type RecommendedTool = {
  name: string
  summary: string
  rationale: string
  website: string
  category: string
}

export type FinderResults = {
  recommendations: RecommendedTool[]
  userInput: {
    businessGoal: string[]
    mainChallenge: string[]
    companyName: string
    companySize: string
    // The sector read from the company name and current tools ("a legal practice");
    // absent for runs made before the finder read sectors.
    sector?: string
  }
}

export type FinderStatus = {
  id: string
  status: SubmissionStatus
  stage: FinderStage | null
  error: string | null
  results: FinderResults | null
}

// Quick enough that a run of about a second shows its stages, light enough for the API.
export const FINDER_POLL_INTERVAL_MS = 400

function isTerminal(status: SubmissionStatus | undefined): boolean {
  return status === 'succeeded' || status === 'failed'
}

// Nothing more to wait for: the run ended, or its results are in. They come as soon as the
// three-way check passed, while the email is still being handed to delivery.
export function isSettled(data: FinderStatus | undefined): boolean {
  return isTerminal(data?.status) || Boolean(data?.results)
}

// The token is the submission id: holding it is what grants access to the results.
export function getFinderResult(token: string, signal?: AbortSignal): Promise<FinderStatus> {
  return apiClient.get<FinderStatus>(`/api/finder/${encodeURIComponent(token)}`, { signal })
}

export function finderResultQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['finder-result', token],
    queryFn: ({ signal }) => getFinderResult(token, signal),
    // Poll until the results are in or the run failed (or the token turns out unknown).
    refetchInterval: (query) =>
      query.state.status === 'error' || isSettled(query.state.data) ? false : FINDER_POLL_INTERVAL_MS,
    // A finished run never changes, and an unfinished one is polled anyway.
    staleTime: Infinity,
  })
}

export function useFinderResult(token: string | null) {
  return useQuery({ ...finderResultQueryOptions(token ?? ''), enabled: Boolean(token) })
}
