import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

// A newsletter draft from a published post (issue 36): POST /api/admin/newsletter/from-post.
export function useIssueFromPost() {
  return useMutation({
    mutationFn: ({ postId, mode }: { postId: number; mode: 'summary' | 'whole' }) =>
      apiClient.post<{ issue: { id: number } }>(`/api/admin/newsletter/from-post/${postId}`, { mode }),
  })
}
