import type { ComponentType } from 'react'

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
