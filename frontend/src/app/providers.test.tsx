import { render, screen } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { AppProviders, useToaster } from './providers'

function PageThatToasts() {
  useToaster()
  return <h1>Form page</h1>
}

describe('AppProviders', () => {
  afterEach(() => {
    toast.dismiss()
  })

  it('leaves the toast library unloaded on a page that raises no toasts', async () => {
    render(
      <AppProviders>
        <h1>Content page</h1>
      </AppProviders>,
    )
    await screen.findByRole('heading', { name: 'Content page' })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull()
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument()
  })

  it('shows a toast raised before the Toaster mounted, once a page asks for it', async () => {
    toast('Saved before the viewport existed')
    render(
      <AppProviders>
        <PageThatToasts />
      </AppProviders>,
    )
    expect(await screen.findByText('Saved before the viewport existed')).toBeInTheDocument()
  })
})
