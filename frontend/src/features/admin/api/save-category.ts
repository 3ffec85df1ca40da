import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { MutationConfig } from '@/lib/react-query'
import type { AdminCategory } from '../types'

export type SaveCategoryInput = { id?: number; name: string; slug: string | null }

export function saveCategory({ id, ...data }: SaveCategoryInput): Promise<{ category: AdminCategory }> {
  return id === undefined
    ? apiClient.post<{ category: AdminCategory }>('/api/admin/categories', data)
    : apiClient.put<{ category: AdminCategory }>(`/api/admin/categories/${id}`, data)
}

export function useSaveCategory({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof saveCategory> } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    ...mutationConfig,
    mutationFn: saveCategory,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ['admin'] })
      mutationConfig?.onSuccess?.(...args)
    },
  })
}
