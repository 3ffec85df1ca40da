import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/testing/render-app'
import { ServicesPage } from './ServicesPage'

describe('ServicesPage', () => {
  it('lists the five services with their includes, key outcome and CTA (spec 2.4)', () => {
    renderWithRouter(<ServicesPage />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Practical AI Services Designed for Real-World Businesses' }),
    ).toBeInTheDocument()

    const expected = [
      ['Custom AI Projects & App Building', 'Start a Custom Project', '/services/custom-projects'],
      ['AI Chat Assistants', "Let's Build One", '/contact'],
      ['AI Tool Finder', 'Find Your AI Tools', '/ai-tool-finder'],
      ['AI Team Training & Onboarding', 'Explore Training', '/services/training'],
      ['AI Starter Kit for Founders', "See What's Inside", '/services/starter-kit'],
    ] as const
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(5)
    expected.forEach(([title, ctaText, href], index) => {
      const card = within(cards[index] as HTMLElement)
      expect(card.getByRole('heading', { level: 2 })).toHaveTextContent(title)
      expect(card.getByRole('heading', { level: 3, name: 'Includes' })).toBeInTheDocument()
      expect(card.getByRole('heading', { level: 3, name: 'Key Outcome' })).toBeInTheDocument()
      expect(card.getAllByRole('listitem').length).toBeGreaterThan(0)
      expect(card.getByRole('link', { name: ctaText })).toHaveAttribute('href', href)
    })

    expect(cards[2]).toHaveTextContent('under 2 minutes')
    expect(cards[2]).toHaveTextContent('emailed')
    expect(cards[3]).toHaveTextContent('CPD-certified')
    expect(cards[3]).toHaveTextContent('1:1')
    expect(cards[3]).toHaveTextContent('Role-based playbooks')
    expect(cards[3]).toHaveTextContent('30–90 days')
    expect(cards[4]).toHaveTextContent('Planned: productised launch')
  })

  it('ends with the Find the Right Fit CTA to the plan quiz', () => {
    renderWithRouter(<ServicesPage />)
    expect(screen.getByRole('link', { name: 'Find the Right Fit' })).toHaveAttribute('href', '/find-your-fit')
  })
})
