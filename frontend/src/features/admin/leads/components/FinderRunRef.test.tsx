import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/testing/render-app'
import { FinderRunRef } from './FinderRunRef'

const RUN = '3f0c9a52-8d1e-4c57-9a43-2b7f1e6d0c11'

describe('FinderRunRef', () => {
  it('names the tools the visitor saw and links to the run’s own lead', () => {
    const { container } = renderWithRouter(
      <FinderRunRef run={{ id: RUN, found: true, tools: ['Zoho CRM', 'Zapier', 'Tidio'] }} />,
    )
    expect(container).toHaveTextContent('Zoho CRM, Zapier, Tidio · Open the tool finder lead')
    expect(screen.getByRole('link', { name: 'Open the tool finder lead' })).toHaveAttribute(
      'href',
      `/admin/leads/${RUN}`,
    )
  })

  it('says when the run is not stored, without a link', () => {
    const { container } = renderWithRouter(<FinderRunRef run={{ id: RUN, found: false, tools: [] }} />)
    expect(container).toHaveTextContent(`Run ${RUN}: no longer stored (erased, or never a run).`)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })
})
