import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { createQueryClient } from '@/lib/react-query'

// Toasts only follow a user action, so the toast library stays out of the
// first-load bundle. Nothing is lost meanwhile: sonner replays toasts raised
// before its Toaster subscribed.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

type AppProvidersProps = {
  children: ReactNode
  queryClient?: ReturnType<typeof createQueryClient>
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  // Held in state so a re-render never swaps the cache out from under the app.
  const [client] = useState(() => queryClient ?? createQueryClient())

  return (
    <QueryClientProvider client={client}>
      {children}
      <Suspense fallback={null}>
        {/* Bottom, so a toast never covers the sticky header or the page heading. */}
        <Toaster position="bottom-right" richColors closeButton />
      </Suspense>
    </QueryClientProvider>
  )
}
