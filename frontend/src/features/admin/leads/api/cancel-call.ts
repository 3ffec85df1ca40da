import { apiClient } from '@/lib/api-client'
import { type CallAnswer, useCallChange } from './call-change'

// The visitor and the salesperson are told, as when the visitor cancels by their link.
export function cancelCall(callId: string): Promise<CallAnswer> {
  return apiClient.post<CallAnswer>(`/api/admin/bookings/${encodeURIComponent(callId)}/cancel`, {})
}

export function useCancelCall() {
  return useCallChange(cancelCall)
}
