import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { Availability, Override, Person, PreviewAnswer } from '../types'

const PEOPLE_KEY = ['admin', 'availability']

export function usePeople() {
  return useQuery(
    queryOptions({
      queryKey: PEOPLE_KEY,
      queryFn: () => apiClient.get<{ people: Person[] }>('/api/admin/availability'),
      staleTime: 0,
    }),
  )
}

export function usePreview(userId: number) {
  return useQuery({
    queryKey: [...PEOPLE_KEY, userId, 'preview'],
    queryFn: () => apiClient.get<PreviewAnswer>(`/api/admin/availability/${userId}/preview`),
    staleTime: 0,
  })
}

// Every change reloads the people and the preview: what visitors see follows the rules.
function useChange<T, R>(request: (input: T) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: request,
    onSuccess: () => client.invalidateQueries({ queryKey: PEOPLE_KEY }),
  })
}

export type AvailabilityInput = Omit<Availability, 'updated_at'>

export function useSaveAvailability(userId: number) {
  return useChange((input: AvailabilityInput) =>
    apiClient.put<{ availability: Availability }>(`/api/admin/availability/${userId}`, input),
  )
}

export function useAddOverride(userId: number) {
  return useChange((input: Omit<Override, 'id'>) =>
    apiClient.post<{ override: Override }>(`/api/admin/availability/${userId}/overrides`, input),
  )
}

export function useDeleteOverride(userId: number) {
  return useChange((overrideId: number) =>
    apiClient.delete<void>(`/api/admin/availability/${userId}/overrides/${overrideId}`),
  )
}
