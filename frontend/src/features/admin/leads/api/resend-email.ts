import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { LeadEmail } from '../types'

export function resendEmail(emailId: string): Promise<{ email: LeadEmail }> {
  return apiClient.post<{ email: LeadEmail }>(`/api/admin/leads/emails/${encodeURIComponent(emailId)}/resend`, {})
}

export function useResendEmail(leadId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resendEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'leads', 'detail', leadId] }),
  })
}
