import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

export type DeleteCategoryInput = { id: number; movePostsTo?: number }

// Refused with 409 while the category has posts, unless they are moved elsewhere.
export function deleteCategory({ id, movePostsTo }: DeleteCategoryInput): Promise<{ moved_posts: number }> {
  const query = movePostsTo === undefined ? '' : `?move_posts_to=${movePostsTo}`
  return apiClient.delete<{ moved_posts: number }>(`/api/admin/categories/${id}${query}`)
}

export function useDeleteCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
  })
}
