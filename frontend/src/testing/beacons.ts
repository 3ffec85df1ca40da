import { vi } from 'vitest'
import { eventsSent } from '@/lib/analytics/funnel'

export type SentEvent = Record<string, string>

// The funnel events the page has sent so far (setup-tests stubs navigator.sendBeacon), once
// the lazily loaded client has sent what was queued.
export async function sentEvents(): Promise<SentEvent[]> {
  await eventsSent()
  const calls = vi.mocked(navigator.sendBeacon).mock.calls
  return Promise.all(calls.map(async ([, data]) => JSON.parse(await (data as Blob).text()) as SentEvent))
}

// "flow step[ question]" of each event, in the order sent: what instrumentation tests compare.
export async function sentSteps(): Promise<string[]> {
  return (await sentEvents()).map(({ flow, step, question }) => [flow, step, question].filter(Boolean).join(' '))
}
