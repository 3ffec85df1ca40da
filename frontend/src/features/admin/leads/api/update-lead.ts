import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { LeadDetail, SalesStage } from '../types'
import { leadQueryKey } from './get-lead'

type LeadAnswer = { lead: LeadDetail }

export type StageInput = { stage: SalesStage; lost_reason?: string | null; lost_detail?: string | null }

function leadPath(leadId: string, action: string): string {
  return `/api/admin/leads/${encodeURIComponent(leadId)}/${action}`
}

export function setLeadStage(leadId: string, input: StageInput): Promise<LeadAnswer> {
  return apiClient.put<LeadAnswer>(leadPath(leadId, 'stage'), input)
}

export function setLeadOwner(leadId: string, ownerId: number | null): Promise<LeadAnswer> {
  return apiClient.put<LeadAnswer>(leadPath(leadId, 'owner'), { owner_id: ownerId })
}

export type FollowUpInput = { next_action: string | null; due: string | null }

export function setLeadFollowUp(leadId: string, input: FollowUpInput): Promise<LeadAnswer> {
  return apiClient.put<LeadAnswer>(leadPath(leadId, 'follow-up'), input)
}

export function addLeadNote(leadId: string, body: string): Promise<LeadAnswer> {
  return apiClient.post<LeadAnswer>(leadPath(leadId, 'notes'), { body })
}

// Every change answers with the lead in full: put it in the cache, refresh the lists.
function useLeadChange<Input>(leadId: string, change: (leadId: string, input: Input) => Promise<LeadAnswer>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Input) => change(leadId, input),
    onSuccess: (data) => {
      queryClient.setQueryData(leadQueryKey(leadId), data)
      void queryClient.invalidateQueries({ queryKey: ['admin', 'leads', 'list'] })
      void queryClient.invalidateQueries({ queryKey: ['admin', 'leads', 'board'] })
      void queryClient.invalidateQueries({ queryKey: ['admin', 'people'] })
    },
  })
}

export function useSetLeadStage(leadId: string) {
  return useLeadChange(leadId, setLeadStage)
}

export function useSetLeadOwner(leadId: string) {
  return useLeadChange(leadId, setLeadOwner)
}

export function useSetLeadFollowUp(leadId: string) {
  return useLeadChange(leadId, setLeadFollowUp)
}

export function useAddLeadNote(leadId: string) {
  return useLeadChange(leadId, addLeadNote)
}
