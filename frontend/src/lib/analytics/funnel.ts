// Cookieless funnel events (issue 27): what a page calls when a visitor reaches a step of a
// form, the plan quiz or the AI Tool Finder. This small module is all those pages carry; the
// code that builds and sends an event (./events-client) is fetched only once the browser is
// idle after the first step, and Home, which has no funnel, loads neither (its first-load JS
// is measured against a bare app: bench/lighthouse_bench.py). Events wait in memory until
// then.
//
// No cookie, no storage: nothing is kept on the device. The id linking one page's steps is
// random, made when the page takes its first step, and lives only as long as the page does.

import type { FunnelEvent, FunnelFlow, FunnelStep } from './funnel-event'

export type { FunnelFlow, FunnelStep } from './funnel-event'

export type Funnel = {
  // `question` (1-5) only with 'answer'. Each step (and question) counts once per page.
  step: (step: FunnelStep, question?: number) => void
}

// Global Privacy Control or Do Not Track: the visitor asked not to be counted, so nothing
// is sent (and the client is never fetched).
export function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean }
  const win = window as Window & { doNotTrack?: string | null }
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || win.doNotTrack === '1'
}

// 16 random bytes as 22 base64url characters (the API takes 16-32 of [A-Za-z0-9_-]).
function newFlowId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function createFunnel(flow: FunnelFlow): Funnel {
  let flowId = ''
  const sent = new Set<string>()
  return {
    step(step, question) {
      const key = `${step}:${question ?? ''}`
      if (sent.has(key) || optedOut()) return
      sent.add(key)
      flowId ||= newFlowId()
      // The path now: by the time the client sends, the visitor may be on another page.
      enqueue({ flow, step, ...(question ? { question } : {}), path: location.pathname, flowId })
    },
  }
}

type Send = (event: FunnelEvent) => void

const pending: FunnelEvent[] = []
let send: Send | undefined
let loading: Promise<void> | undefined

function enqueue(event: FunnelEvent): void {
  if (send) return send(event)
  pending.push(event)
  loading ??= whenIdle().then(loadClient)
}

async function loadClient(): Promise<void> {
  try {
    send = (await import('./events-client')).sendEvent
  } catch {
    // Best-effort: a chunk that failed to load (offline, a deploy) loses these events and
    // the next step tries again. Leads never depend on this.
    loading = undefined
    pending.length = 0
    return
  }
  for (const event of pending.splice(0)) send(event)
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 3000 })
    else setTimeout(resolve, 200)
  })
}

// For tests: resolves once queued events have been handed to the client.
export function eventsSent(): Promise<void> {
  return loading ?? Promise.resolve()
}
