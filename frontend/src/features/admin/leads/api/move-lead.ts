import { useMutation, useQueryClient } from '@tanstack/react-query'
import { moveCard } from '../board-moves'
import type { LeadBoard, LeadFilterValues } from '../types'
import { boardQueryKey } from './get-board'
import { leadQueryKey } from './get-lead'
import { setLeadStage, type StageInput } from './update-lead'

type Move = { leadId: string; input: StageInput }

// A move on the board shows at once and is put back if the server refuses it.
export function useMoveLead(filters: LeadFilterValues) {
  const queryClient = useQueryClient()
  const key = boardQueryKey(filters)
  return useMutation({
    mutationFn: ({ leadId, input }: Move) => setLeadStage(leadId, input),
    onMutate: async ({ leadId, input }: Move) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<LeadBoard>(key)
      if (previous) queryClient.setQueryData(key, moveCard(previous, leadId, input.stage))
      return { previous }
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous)
    },
    onSuccess: (data, { leadId }) => queryClient.setQueryData(leadQueryKey(leadId), data),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'leads', 'board'] })
      void queryClient.invalidateQueries({ queryKey: ['admin', 'leads', 'list'] })
      void queryClient.invalidateQueries({ queryKey: ['admin', 'people'] })
    },
  })
}
