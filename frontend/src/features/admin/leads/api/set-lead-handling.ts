import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { LeadDetail } from '../types'

export type LeadHandlingInput = { handled: boolean; note: string | null }

export function setLeadHandling(leadId: string, input: LeadHandlingInput): Promise<{ lead: LeadDetail }> {
  return apiClient.put<{ lead: LeadDetail }>(`/api/admin/leads/${encodeURIComponent(leadId)}/handling`, input)
}

export function useSetLeadHandling(leadId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: LeadHandlingInput) => setLeadHandling(leadId, input),
    onSuccess: (data) => {
      queryClient.setQueryData(['admin', 'leads', 'detail', leadId], data)
      void queryClient.invalidateQueries({ queryKey: ['admin', 'leads', 'list'] })
    },
  })
}
