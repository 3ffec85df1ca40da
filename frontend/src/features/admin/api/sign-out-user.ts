import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

// An admin ends every session of another account (a lost laptop, someone leaving).
export function signOutUserEverywhere(id: number): Promise<{ ended: number }> {
  return apiClient.post<{ ended: number }>(`/api/admin/users/${id}/sign-out-everywhere`, {})
}

export function useSignOutUserEverywhere() {
  return useMutation({ mutationFn: signOutUserEverywhere })
}
