import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { SubmissionAccepted, SubmissionStatus } from '@/types/api'

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
    // The sector the tools were chosen for ("a legal practice"): read from the company name
    // and current tools, or the visitor's own answer (sectorChosen); absent for runs made
    // before the finder read sectors.
    sector?: string
    sectorChosen?: boolean
  }
}

export type FinderStatus = {
  id: string
  status: SubmissionStatus
  stage: FinderStage | null
  error: string | null
  results: FinderResults | null
}

// Each status request names what the browser already shows, and the API holds it until
// the run moves past that (a few seconds at most): the next stage, or the results, arrive
// the moment the worker records them. When an answer comes back unchanged (the API had no
// thread to spare for waiting, or the wait ran out) the browser asks again after this.
export const FINDER_POLL_INTERVAL_MS = 400

// What the browser shows of a run: the API waits until this changes (finder.progress_key).
export function progressOf(answer: FinderStatus): string {
  return `${answer.status}:${answer.stage ?? ''}`
}

function isTerminal(status: SubmissionStatus | undefined): boolean {
  return status === 'succeeded' || status === 'failed'
}

// Nothing more to wait for: the run ended, or its results are in. They come as soon as the
// three-way check passed, while the email is still being handed to delivery.
export function isSettled(data: FinderStatus | undefined): boolean {
  return isTerminal(data?.status) || Boolean(data?.results)
}

// The token is the submission id: holding it is what grants access to the results.
export function getFinderResult(token: string, signal?: AbortSignal, shown?: string): Promise<FinderStatus> {
  const wait = shown ? `?wait=${encodeURIComponent(shown)}` : ''
  return apiClient.get<FinderStatus>(`/api/finder/${encodeURIComponent(token)}${wait}`, { signal })
}

// Per run, what its latest request said the browser showed.
const askedAfter = new Map<string, string | undefined>()

export function finderResultQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['finder-result', token],
    queryFn: ({ client, queryKey, signal }) => {
      const shown = client.getQueryData<FinderStatus>(queryKey)
      askedAfter.set(token, shown && progressOf(shown))
      return getFinderResult(token, signal, askedAfter.get(token))
    },
    // Ask until the results are in or the run failed (or the token turns out unknown): at
    // once after an answer that moved on (the next request waits on the API), otherwise
    // after the interval; nothing is scheduled while a request is out.
    refetchInterval: (query) => {
      const answer = query.state.data
      if (query.state.status === 'error' || isSettled(answer) || query.state.fetchStatus === 'fetching') {
        return false
      }
      return answer && progressOf(answer) !== askedAfter.get(token) ? 1 : FINDER_POLL_INTERVAL_MS
    },
    // A finished run never changes, and an unfinished one is polled anyway.
    staleTime: Infinity,
  })
}

// The 202 answer to a submit is the run's first status. Kept as the query's data, it makes
// the first request already name what the browser shows ("queued:"), so the API holds it
// until the run moves on (most often to its results) instead of answering what the browser
// knew, and the browser asking again while the worker starts.
export function seedFinderResult(client: QueryClient, accepted: SubmissionAccepted): void {
  const first: FinderStatus = { id: accepted.id, status: accepted.status, stage: null, error: null, results: null }
  client.setQueryData(finderResultQueryOptions(accepted.id).queryKey, first)
}

export function useFinderResult(token: string | null) {
  return useQuery({ ...finderResultQueryOptions(token ?? ''), enabled: Boolean(token) })
}
