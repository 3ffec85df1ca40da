import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

// False on the server and during hydration, true once React owns the page. Prerendered forms
// keep their submit button disabled until then: a click before hydration would otherwise
// submit the form natively, putting the visitor's details in the URL and losing the message.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
