// The baseline for the first-load JS budget: a bare Vite + React + React Router + React
// Query app with one route, built with the same versions as the site (bench only).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'

const router = createBrowserRouter([{ path: '/', Component: () => <h1>Hello</h1> }])
const client = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={client}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
)
