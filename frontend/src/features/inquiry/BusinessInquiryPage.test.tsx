import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/testing/render-app'
import { BusinessInquiryPage } from './BusinessInquiryPage'

describe('BusinessInquiryPage', () => {
  it('sends visitors to the contact form', () => {
    renderWithRouter(<BusinessInquiryPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Business Inquiry' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the Contact Form' })).toHaveAttribute('href', '/contact')
  })
})
