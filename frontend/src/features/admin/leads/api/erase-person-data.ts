import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

export type EraseInput = { email: string; confirm: string }
export type EraseResult = { erased: Record<string, number> }

export function erasePersonData(input: EraseInput): Promise<EraseResult> {
  return apiClient.post<EraseResult>('/api/admin/data-requests/erase', input)
}

export function useErasePersonData() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: erasePersonData,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'leads'] }),
  })
}
