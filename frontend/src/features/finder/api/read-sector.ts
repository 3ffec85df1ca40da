import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import type { Sector } from '@/content/finder-options'
import { apiClient } from '@/lib/api-client'
import { FINDER_LIMITS } from './submit-finder'

// The server's reading of a business's sector from what the visitor typed (issue 26). The
// server is the one place the rules live, so the page never guesses: it asks and shows.
export type SectorReading = {
  sector: Sector
  label: string
}

type ReadingInput = {
  companyName: string
  currentTools: string
}

// Asked this long after typing stops (or at once when the field loses focus), so a visitor
// typing a name costs one request, not one per key.
export const READ_AFTER_MS = 400

// A POST body, never a query string: company names stay out of URLs and access logs.
export function readSector(input: ReadingInput, signal?: AbortSignal): Promise<SectorReading> {
  return apiClient.post<SectorReading>('/api/finder/sector-reading', input, { signal })
}

// What is worth reading: something typed, within the limits the API checks.
function readable(companyName: string, currentTools: string): ReadingInput | null {
  const input = { companyName: companyName.trim(), currentTools: currentTools.trim() }
  if (!input.companyName && !input.currentTools) return null
  if (input.companyName.length > FINDER_LIMITS.companyName) return null
  if (input.currentTools.length > FINDER_LIMITS.currentTools) return null
  return input
}

function sameInput(a: ReadingInput | null, b: ReadingInput | null): boolean {
  return a?.companyName === b?.companyName && a?.currentTools === b?.currentTools
}

// The reading for the company name and current tools as typed, asked for READ_AFTER_MS
// after they last changed; `readNow` asks at once (the fields' blur). Undefined while
// nothing is typed, and when the API can't answer (a 429, offline): nothing is pre-selected.
export function useSectorReading(companyName: string, currentTools: string) {
  const [asked, setAsked] = useState<ReadingInput | null>(null)
  const ask = useCallback((next: ReadingInput | null) => {
    setAsked((previous) => (sameInput(previous, next) ? previous : next))
  }, [])

  useEffect(() => {
    const timer = setTimeout(() => ask(readable(companyName, currentTools)), READ_AFTER_MS)
    return () => clearTimeout(timer)
  }, [companyName, currentTools, ask])

  const query = useQuery({
    queryKey: ['finder-sector-reading', asked?.companyName ?? '', asked?.currentTools ?? ''],
    queryFn: ({ signal }) => readSector(asked!, signal),
    enabled: asked !== null,
    // The last reading stays shown while the next is asked for, so the select doesn't flicker.
    placeholderData: keepPreviousData,
    // One text, one reading: asked again only if the page is reloaded.
    staleTime: Infinity,
    // A refused or failed reading only means nothing is pre-selected; typing asks again.
    retry: false,
  })

  return {
    reading: asked === null ? undefined : query.data,
    readNow: (typedName: string, typedTools: string) => ask(readable(typedName, typedTools)),
  }
}
