import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './providers'
import { createRouter, yieldToBrowser } from './router'
import { fetchRouteModulesOnFirstInput } from './routes'
import './index.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html is missing the #root element')

// Build-time prerendered pages hydrate; pages the server rendered from live data (blog)
// and the bare shell are replaced by a fresh client render.
const hydrating = container.dataset.prerendered === 'true'

fetchRouteModulesOnFirstInput()
void createRouter({ hydrating }).then(async (router) => {
  await yieldToBrowser()
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  )
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page: the prerendered HTML is already showing.
  if (hydrating) startTransition(() => void hydrateRoot(container, app))
  else createRoot(container).render(app)
})
