import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

export type PreviewLink = { url: string; expires_in_seconds: number }

export function createPreviewLink(postId: number): Promise<PreviewLink> {
  return apiClient.post<PreviewLink>(`/api/admin/posts/${postId}/preview-link`, {})
}

export function useCreatePreviewLink() {
  return useMutation({ mutationFn: createPreviewLink })
}
