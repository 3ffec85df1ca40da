import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { CalendarAnswer, CalendarInput } from '../types'

// PUT|DELETE /api/admin/availability/<id>/calendar and POST .../calendar/refresh: each
// change reloads the people (their calendar and warning) and the preview.
const PEOPLE_KEY = ['admin', 'availability']

function useCalendarChange<T, R>(request: (input: T) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: request,
    onSuccess: () => client.invalidateQueries({ queryKey: PEOPLE_KEY }),
  })
}

export function useConnectCalendar(userId: number) {
  return useCalendarChange((input: CalendarInput) =>
    apiClient.put<CalendarAnswer>(`/api/admin/availability/${userId}/calendar`, input),
  )
}

export function useRefreshCalendar(userId: number) {
  return useCalendarChange(() => apiClient.post<CalendarAnswer>(`/api/admin/availability/${userId}/calendar/refresh`, {}))
}

export function useDisconnectCalendar(userId: number) {
  return useCalendarChange(() => apiClient.delete<void>(`/api/admin/availability/${userId}/calendar`))
}
