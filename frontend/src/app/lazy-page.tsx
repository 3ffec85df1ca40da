import { type ComponentType, useState } from 'react'
import { useLocation } from 'react-router'
import { type LoadPart, loadPart, PrerenderedHtml } from '@/components/prerendered/PrerenderedHtml'

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
    return { Component: (await apiPart(load, name)()).default }
  }
}

// A LoadPart for a page that calls the API: its component inside ApiProviders.
export function apiPart<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LoadPart {
  return async () => {
    const [{ ApiProviders }, module] = await Promise.all([import('./ApiProviders'), load()])
    const Page: ComponentType = module[name]
    return {
      default: () => (
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

// The route Component for a page the server renders from live data (the blog:
// web/pages/blog.py) inside the prerendered site frame, which the app hydrates: the first
// visit keeps the server's HTML for `id` and never fetches the page's module until it is
// used (`interactive`, see PrerenderedHtml) or the visitor moves on to another address,
// which the page's own component then renders. A client-side visit renders it at once.
export function serverRenderedPage(id: string, load: LoadPart, { interactive = false } = {}): ComponentType {
  return function ServerRenderedPage() {
    const location = useLocation()
    const [servedFor] = useState(location.key)
    return <PrerenderedHtml id={id} load={load} interactive={interactive} live={location.key !== servedFor} />
  }
}
