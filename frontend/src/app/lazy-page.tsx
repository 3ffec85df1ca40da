import type { ComponentType } from 'react'
import { loadPart, PrerenderedHtml } from '@/components/prerendered/PrerenderedHtml'

type PageOptions = {
  // The page calls the API: its route also loads the query cache and the toasts (see
  // ApiProviders), so pages that don't (Home, the services and plans pages...) never
  // download React Query or sonner.
  api?: boolean
}

// A route's `lazy` for a page module's named component: every page is its own chunk.
export function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  { api = false }: PageOptions = {},
) {
  return async () => {
    if (!api) return { Component: (await load())[name] }
    const [{ ApiProviders }, module] = await Promise.all([import('./ApiProviders'), load()])
    const Page: ComponentType = module[name]
    return {
      Component: () => (
        <ApiProviders>
          <Page />
        </ApiProviders>
      ),
    }
  }
}

// The route Component for a wholly static page: a first visit keeps its prerendered HTML
// (see PrerenderedHtml) and never fetches the page's module; a client-side visit loads it.
// The page's own component and tests stay as they are.
export function prerenderedPage<K extends string>(
  id: string,
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ComponentType {
  const loadPage = loadPart(load, name)
  return () => <PrerenderedHtml id={id} load={loadPage} />
}
