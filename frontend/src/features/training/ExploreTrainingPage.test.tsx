import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { site } from '@/content/site'
import { trainingFaqs } from '@/content/training'
import { renderWithRouter } from '@/testing/render-app'
import { ExploreTrainingPage } from './ExploreTrainingPage'

describe('ExploreTrainingPage', () => {
  it('shows the four offers with the prices of spec 9', () => {
    renderWithRouter(<ExploreTrainingPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Explore AI Training Options' })).toBeInTheDocument()

    const offers = within(screen.getByRole('region', { name: 'Four Ways to Train Your Team' })).getAllByRole('article')
    expect(offers).toHaveLength(4)
    expect(offers[0]).toHaveTextContent('2-Hour Online Session')
    expect(offers[0]).toHaveTextContent('from £599 per session')
    expect(offers[1]).toHaveTextContent('Full-Day In-Person Workshop')
    expect(offers[1]).toHaveTextContent('from £1,500 for up to 30 people')
    expect(offers[2]).toHaveTextContent('CPD Self-Paced Course')
    expect(offers[2]).toHaveTextContent('£59 one-off')
    expect(offers[3]).toHaveTextContent('Quote-based')

    for (const index of [0, 1, 3]) {
      expect(within(offers[index] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/contact')
    }
    const course = within(offers[2] as HTMLElement).getByRole('link')
    expect(course).toHaveAttribute('href', site.cpdCourseUrl)
    expect(course).toHaveAttribute('target', '_blank')
  })

  it('shows three reviews, the FAQ with matching structured data, and links to /contact', () => {
    renderWithRouter(<ExploreTrainingPage />)
    const reviews = within(screen.getByRole('region', { name: 'What Trainees Say' }))
    expect(reviews.getAllByRole('figure')).toHaveLength(3)

    const faq = within(screen.getByRole('region', { name: 'Frequently Asked Questions' }))
    expect(faq.getAllByRole('button').map((b) => b.textContent)).toEqual(trainingFaqs.map((f) => f.question))
    const jsonLd = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')
    expect(jsonLd.mainEntity.map((q: { name: string }) => q.name)).toEqual(trainingFaqs.map((f) => f.question))

    const contactLinks = screen.getAllByRole('link', { name: 'Talk to Us About Training' })
    expect(contactLinks).toHaveLength(2)
    for (const link of contactLinks) expect(link).toHaveAttribute('href', '/contact')
  })
})
