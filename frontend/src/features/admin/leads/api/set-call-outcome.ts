import { apiClient } from '@/lib/api-client'
import type { CallOutcome } from '../types'
import { type CallAnswer, useCallChange } from './call-change'

export type OutcomeInput = { callId: string; outcome: CallOutcome | null }

// How a call that has started went: attended, a no-show, or none (a mistake undone).
export function setCallOutcome({ callId, outcome }: OutcomeInput): Promise<CallAnswer> {
  return apiClient.post<CallAnswer>(`/api/admin/bookings/${encodeURIComponent(callId)}/outcome`, { outcome })
}

export function useSetCallOutcome() {
  return useCallChange(setCallOutcome)
}
