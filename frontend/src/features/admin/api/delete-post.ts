import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

export function deletePost(id: number): Promise<void> {
  return apiClient.delete<void>(`/api/admin/posts/${id}`)
}

export function useDeletePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: ['admin', 'post', id] })
      void queryClient.invalidateQueries({ queryKey: ['admin', 'posts'] })
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] })
    },
  })
}
