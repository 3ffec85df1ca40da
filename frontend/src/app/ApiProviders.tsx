import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { use, type ReactNode } from 'react'
import { createQueryClient } from '@/lib/react-query'
import { useToaster } from './providers'

// One cache for the whole visit, created when the first page that calls the API loads and
// kept while the visitor moves between pages (each such route renders its own providers).
let appQueryClient: QueryClient | undefined

type ApiProvidersProps = {
  children: ReactNode
  // A test's own client (retries off); pages use the app's.
  client?: QueryClient
}

// What a page that calls the API needs: the query cache, and the toasts that report
// its submissions.
export function ApiProviders({ children, client }: ApiProvidersProps) {
  useToaster()
  const outer = use(QueryClientContext)
  if (outer && !client) return children
  appQueryClient ??= createQueryClient()
  return <QueryClientProvider client={client ?? appQueryClient}>{children}</QueryClientProvider>
}
