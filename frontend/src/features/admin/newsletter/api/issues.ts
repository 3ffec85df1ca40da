import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { Issue, IssueInput, IssuePreview } from '../types'

type One = { issue: Issue }
type Page = { issues: Issue[]; total: number; page: number; per_page: number }

const BASE = '/api/admin/newsletter/issues'

export function listIssues(): Promise<Page> {
  return apiClient.get<Page>(BASE)
}

export function useIssues() {
  return useQuery(queryOptions({ queryKey: ['admin', 'newsletter', 'issues'], queryFn: listIssues, staleTime: 0 }))
}

export function getIssue(id: number): Promise<One> {
  return apiClient.get<One>(`${BASE}/${id}`)
}

// Polled while the issue is scheduled or sending (its progress bar); still otherwise.
export function useIssue(id: number | undefined) {
  return useQuery({
    queryKey: ['admin', 'newsletter', 'issue', id],
    queryFn: () => getIssue(id as number),
    enabled: id !== undefined,
    refetchInterval: (query) => {
      const status = query.state.data?.issue.status
      return status === 'sending' || status === 'scheduled' ? 2000 : false
    },
  })
}

export function getPreview(id: number): Promise<IssuePreview> {
  return apiClient.get<IssuePreview>(`${BASE}/${id}/preview`)
}

export function usePreview(id: number | undefined, version: string | null | undefined) {
  return useQuery({
    queryKey: ['admin', 'newsletter', 'preview', id, version],
    queryFn: () => getPreview(id as number),
    enabled: id !== undefined,
  })
}

function useIssueMutation<V>(call: (input: V) => Promise<One>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (data) => {
      queryClient.setQueryData(['admin', 'newsletter', 'issue', data.issue.id], data)
      void queryClient.invalidateQueries({ queryKey: ['admin', 'newsletter', 'issues'] })
    },
  })
}

export function useSaveIssue() {
  return useIssueMutation(({ id, data }: { id?: number; data: IssueInput }) =>
    id === undefined ? apiClient.post<One>(BASE, data) : apiClient.put<One>(`${BASE}/${id}`, data),
  )
}

// Send now (no `at`) or at a time (ISO 8601, with its zone).
export function useSendIssue() {
  return useIssueMutation(({ id, at }: { id: number; at?: string }) =>
    apiClient.post<One>(`${BASE}/${id}/send`, at ? { at } : {}),
  )
}

export function useCancelIssue() {
  return useIssueMutation((id: number) => apiClient.post<One>(`${BASE}/${id}/cancel`, {}))
}

export function useSendTest() {
  return useMutation({
    mutationFn: (id: number) => apiClient.post<{ sent_to: string }>(`${BASE}/${id}/test`, {}),
  })
}
