import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LeadCall } from '../types'

export type CallAnswer = { call: LeadCall }

// A change to a call shows on every lead of the person, their board cards and the lists:
// each is read again once the server has answered.
export function useCallChange<Input>(change: (input: Input) => Promise<CallAnswer>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'leads'] })
      void queryClient.invalidateQueries({ queryKey: ['admin', 'people'] })
    },
  })
}
