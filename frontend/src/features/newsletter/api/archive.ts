import { useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { readJsonElement } from '@/lib/json-element'

// The newsletter's public archive (web/api/public/newsletter_archive.py, issue 36).
export type ArchivedIssue = {
  slug: string
  subject: string
  preview: string
  sent_at: string | null
  body_html?: string
}

export function useArchive() {
  return useQuery({
    queryKey: ['newsletter', 'archive'],
    queryFn: ({ signal }) => apiClient.get<{ issues: ArchivedIssue[] }>('/api/newsletter/issues', { signal }),
  })
}

// What the server rendered /newsletter/issues/<slug> from (web/pages/newsletter.py): the app
// takes the page over with the issue already on screen, asking the API for nothing.
function served(slug: string): ArchivedIssue | undefined {
  const data = readJsonElement('newsletter-data', typeof document === 'undefined' ? undefined : document) as
    | { issue?: ArchivedIssue }
    | undefined
  return data?.issue?.slug === slug ? data.issue : undefined
}

export function useArchivedIssue(slug: string) {
  return useQuery({
    queryKey: ['newsletter', 'issue', slug],
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ issue: ArchivedIssue }>(`/api/newsletter/issues/${encodeURIComponent(slug)}`, { signal }))
        .issue,
    initialData: () => served(slug),
    enabled: Boolean(slug),
  })
}
