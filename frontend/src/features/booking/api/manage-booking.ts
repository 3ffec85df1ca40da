import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { Booking } from '../types'

// A booking behind its signed manage link: no account, the token is the key.
function managePath(token: string, action = ''): string {
  return `/api/booking/manage/${encodeURIComponent(token)}${action}`
}

const bookingKey = (token: string) => ['booking', 'manage', token]

// A booking's link names its time: a rescheduled call has a new one (the old link then shows
// nothing). The token is the link's last segment.
export function tokenOf(manageUrl: string): string {
  return decodeURIComponent(new URL(manageUrl, 'http://x').pathname.split('/').pop() ?? '')
}

export function getBooking(token: string, signal?: AbortSignal): Promise<Booking> {
  return apiClient.get<Booking>(managePath(token), { signal })
}

export function useManagedBooking(token: string) {
  return useQuery({
    queryKey: bookingKey(token),
    queryFn: ({ signal }) => getBooking(token, signal),
    retry: false,
  })
}

export function useReschedule(token: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { start: string; timezone: string }) =>
      apiClient.post<Booking>(managePath(token, '/reschedule'), input),
    onSuccess: (booking) => client.setQueryData(bookingKey(tokenOf(booking.manage_url)), booking),
  })
}

export function useCancelBooking(token: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => apiClient.post<Booking>(managePath(token, '/cancel'), {}),
    onSuccess: (booking) => client.setQueryData(bookingKey(token), booking),
  })
}
