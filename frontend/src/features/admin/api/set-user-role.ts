import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminUser, Role } from '../types'

export type SetUserRoleInput = { id: number; role: Role | null }

export function setUserRole({ id, role }: SetUserRoleInput): Promise<{ user: AdminUser }> {
  return apiClient.put<{ user: AdminUser }>(`/api/admin/users/${id}/role`, { role })
}

export function useSetUserRole() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  })
}
