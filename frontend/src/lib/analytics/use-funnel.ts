import { type SyntheticEvent, useEffect, useState } from 'react'
import { createFunnel, type Funnel, type FunnelFlow } from './funnel'

export type { Funnel, FunnelFlow } from './funnel'

// The funnel of the page (or section) that shows `flow`: made once per mount, so its steps
// share one id for as long as the visitor stays, and its view counts when it first shows
// (an effect: never while prerendering, and once despite StrictMode's second run).
export function useFunnel(flow: FunnelFlow): Funnel {
  const [funnel] = useState(() => createFunnel(flow))
  useEffect(() => funnel.step('view'), [funnel])
  return funnel
}

const FIELDS = 'input, select, textarea'

// Spread on a <form>: the first field the visitor focuses or types in is the funnel's start
// (focus bubbles in React; a click on the submit button alone is not a start).
export function funnelStartProps(funnel: Funnel | undefined) {
  const start = (event: SyntheticEvent) => {
    if (event.target instanceof Element && event.target.matches(FIELDS)) funnel?.step('start')
  }
  return { onFocus: start, onInput: start }
}
