import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { LeadQueryState } from './LeadQueryState'

const back = <a href="/admin/leads">Back</a>

describe('LeadQueryState', () => {
  it('says it is loading while the query is pending', () => {
    render(<LeadQueryState query={{ isPending: true, error: null }} back={back} notFound="Gone" />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
  })

  it("gives the page's own words for a 404, with the way back", () => {
    const error = new ApiError(404, 'Not found.')
    render(<LeadQueryState query={{ isPending: false, error }} back={back} notFound="Gone" />)
    expect(screen.getByText('Gone')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument()
  })

  it("shows any other failure's message", () => {
    const error = new ApiError(500, 'Something went wrong on our side.')
    render(<LeadQueryState query={{ isPending: false, error }} back={back} notFound="Gone" />)
    expect(screen.getByText('Something went wrong on our side.')).toBeInTheDocument()
  })
})
