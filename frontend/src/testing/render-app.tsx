import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { createMemoryRouter, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { ApiProviders } from '@/app/ApiProviders'
import { AppProviders } from '@/app/providers'
import { createQueryClient } from '@/lib/react-query'

type RenderOptions = {
  initialEntries?: string[]
}

// Renders a route table the way main.tsx does, but with in-memory history and
// a fresh query cache per test.
export function renderRoutes(routes: RouteObject[], { initialEntries = ['/'] }: RenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries })
  const queryClient = createQueryClient({ queries: { retry: false } })
  const user = userEvent.setup()
  const result = render(
    <AppProviders>
      <ApiProviders client={queryClient}>
        <RouterProvider router={router} />
      </ApiProviders>
    </AppProviders>,
  )
  return { ...result, router, user }
}

// For a single component that needs router context: it answers every path, and
// extra routes let a test follow links out of it.
export function renderWithRouter(
  ui: ReactElement,
  { initialEntries = ['/'], routes = [] }: RenderOptions & { routes?: RouteObject[] } = {},
) {
  return renderRoutes([...routes, { path: '*', element: ui }], { initialEntries })
}
