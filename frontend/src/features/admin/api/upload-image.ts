import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

// The server decides the type from the file's bytes; the browser's checks are a courtesy.
export function uploadImage(file: File): Promise<{ url: string }> {
  const body = new FormData()
  body.append('file', file)
  return apiClient.post<{ url: string }>('/api/admin/uploads', body)
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage })
}
