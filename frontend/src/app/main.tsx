import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './providers'
import { createRouter } from './router'
import './index.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html is missing the #root element')

// Build-time prerendered pages hydrate; pages the server rendered from live data (blog)
// and the bare shell are replaced by a fresh client render.
const hydrating = container.dataset.prerendered === 'true'

void createRouter({ hydrating }).then((router) => {
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  )
  if (hydrating) hydrateRoot(container, app)
  else createRoot(container).render(app)
})
