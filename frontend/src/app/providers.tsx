import { createContext, lazy, Suspense, use, useEffect, useState, type ReactNode } from 'react'

// The toast library loads only once a page that can raise toasts (one that calls the API,
// see ApiProviders) is shown, so content pages never download it. Nothing is lost
// meanwhile: sonner replays toasts raised before its Toaster subscribed.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

const ToasterRequestContext = createContext<() => void>(() => {})

// Called by a page that can raise toasts: mounts the Toaster (it then stays, so a toast
// outlives a navigation).
export function useToaster(): void {
  const request = use(ToasterRequestContext)
  useEffect(request, [request])
}

// App-wide providers. The query cache is not among them: only pages that call the API
// load it (ApiProviders, via the route table), so content pages never download it.
export function AppProviders({ children }: { children: ReactNode }) {
  const [toasterWanted, setToasterWanted] = useState(false)
  const [requestToaster] = useState(() => () => setToasterWanted(true))

  return (
    <ToasterRequestContext value={requestToaster}>
      {children}
      {toasterWanted ? (
        <Suspense fallback={null}>
          {/* Bottom, so a toast never covers the sticky header or the page heading. */}
          <Toaster position="bottom-right" richColors closeButton />
        </Suspense>
      ) : null}
    </ToasterRequestContext>
  )
}
