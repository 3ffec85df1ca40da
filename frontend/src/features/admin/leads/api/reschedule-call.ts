import { apiClient } from '@/lib/api-client'
import { type CallAnswer, useCallChange } from './call-change'

export type RescheduleInput = { callId: string; start: string }

// Sales move a call to another free time of its salesperson (409 when it was just taken).
export function rescheduleCall({ callId, start }: RescheduleInput): Promise<CallAnswer> {
  return apiClient.post<CallAnswer>(`/api/admin/bookings/${encodeURIComponent(callId)}/reschedule`, { start })
}

export function useRescheduleCall() {
  return useCallChange(rescheduleCall)
}
