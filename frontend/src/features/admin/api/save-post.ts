import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { MutationConfig } from '@/lib/react-query'
import type { Post, PostInput } from '../types'

export type SavePostInput = { id?: number; data: PostInput }

// One hook for create (no id) and update, since the editor screen is the same.
export function savePost({ id, data }: SavePostInput): Promise<{ post: Post }> {
  return id === undefined
    ? apiClient.post<{ post: Post }>('/api/admin/posts', data)
    : apiClient.put<{ post: Post }>(`/api/admin/posts/${id}`, data)
}

export function useSavePost({ mutationConfig }: { mutationConfig?: MutationConfig<typeof savePost> } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    ...mutationConfig,
    mutationFn: savePost,
    onSuccess: (data, ...rest) => {
      queryClient.setQueryData(['admin', 'post', data.post.id], data)
      void queryClient.invalidateQueries({ queryKey: ['admin', 'posts'] })
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] })
      mutationConfig?.onSuccess?.(data, ...rest)
    },
  })
}
