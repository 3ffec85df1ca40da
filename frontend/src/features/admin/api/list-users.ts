import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminUser } from '../types'

export function listUsers(): Promise<{ users: AdminUser[] }> {
  return apiClient.get<{ users: AdminUser[] }>('/api/admin/users')
}

export function usersQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'users'], queryFn: listUsers, staleTime: 0 })
}

export function useUsers() {
  return useQuery(usersQueryOptions())
}
