import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { LeadEmail } from '../types'

// overrideReason: an admin sending past the recipient limit says why (the audit log keeps it).
export type ResendRequest = { emailId: string; overrideReason?: string }

export function resendEmail({ emailId, overrideReason }: ResendRequest): Promise<{ email: LeadEmail }> {
  const body = overrideReason ? { override_reason: overrideReason } : {}
  return apiClient.post<{ email: LeadEmail }>(`/api/admin/leads/emails/${encodeURIComponent(emailId)}/resend`, body)
}

export function useResendEmail(leadId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resendEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'leads', 'detail', leadId] }),
  })
}
