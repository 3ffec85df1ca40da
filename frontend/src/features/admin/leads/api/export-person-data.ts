import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

export type PersonDataExport = { email: string; exported_at: string } & Record<string, unknown>

export function exportPersonData(email: string): Promise<PersonDataExport> {
  return apiClient.post<PersonDataExport>('/api/admin/data-requests/export', { email })
}

export function useExportPersonData() {
  return useMutation({ mutationFn: exportPersonData })
}
