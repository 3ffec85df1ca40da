import { useState } from 'react'
import { useHydrated } from '@/lib/use-hydrated'
import { browserTimeZone, UK_ZONE } from '@/lib/time-zones'

// The zone the visitor sees times in: the browser's (the prerender has none, so the UK's
// until React owns the page), or the one they chose from the list.
export function useVisitorZone(): [string, (zone: string) => void] {
  const hydrated = useHydrated()
  const [chosen, setChosen] = useState<string | null>(null)
  return [chosen ?? (hydrated ? browserTimeZone() : UK_ZONE), setChosen]
}
