import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { howWeWorkFaqs } from '@/content/how-we-work'
import { site } from '@/content/site'
import { renderWithRouter } from '@/testing/render-app'
import { AimFrameworkPage } from './AimFrameworkPage'
import { HowItWorksPage } from './HowItWorksPage'

describe('HowItWorksPage', { timeout: 20_000 }, () => {
  it('has five principles, four steps, the plan-or-custom choice, five FAQs and a booking link', async () => {
    renderWithRouter(<HowItWorksPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'How We Work' })).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Our Principles' })).getAllByRole('heading', { level: 3 })).toHaveLength(5)
    expect(within(screen.getByRole('region', { name: 'Our Process' })).getAllByRole('listitem')).toHaveLength(4)

    const choice = screen.getByRole('region', { name: 'A Plan or a Custom Project?' })
    expect(within(choice).getByRole('link', { name: 'Compare Plans' })).toHaveAttribute('href', '/compare-plans')
    expect(within(choice).getByRole('link', { name: 'Explore Custom Projects' })).toHaveAttribute(
      'href',
      '/services/custom-projects',
    )

    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' })
    expect(within(faq).getAllByRole('button', { expanded: false })).toHaveLength(5)
    expect(howWeWorkFaqs).toHaveLength(5)

    for (const link of screen.getAllByRole('link', { name: /Book a Discovery Call/ })) {
      expect(link).toHaveAttribute('href', '/book')
      expect(link).toHaveAttribute('target', '_self')
    }
    await waitFor(() =>
      expect(document.head.querySelector('script[type="application/ld+json"]')?.textContent).toContain('FAQPage'),
    )
  })
})

describe('AimFrameworkPage', { timeout: 20_000 }, () => {
  it('has its fixed head, the AIM cards, benefits, testimonials and CTAs', async () => {
    renderWithRouter(<AimFrameworkPage />)
    await waitFor(() => expect(document.title).toBe('AIM Framework'))
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content')
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/aim-framework`,
    )

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const aim = screen.getByRole('region', { name: 'Three Steps, Repeated' })
    expect(within(aim).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Analyse',
      'Implement',
      'Monitor',
    ])
    expect(screen.getByRole('region', { name: 'Why AIM Beats Big-Bang AI Projects' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('region', { name: 'What You Get From Working This Way' })).getAllByRole('listitem'),
    ).toHaveLength(4)

    const testimonials = screen.getByRole('region', { name: 'What Clients Say' })
    expect(within(testimonials).getAllByRole('figure')).toHaveLength(3)
    expect(within(testimonials).getByRole('link', { name: /Read more reviews/ })).toHaveAttribute(
      'href',
      site.reviews.url,
    )

    for (const link of screen.getAllByRole('link', { name: /Book a Strategy Call/ })) {
      expect(link).toHaveAttribute('href', '/book')
      expect(link).toHaveAttribute('target', '_self')
    }
    for (const link of screen.getAllByRole('link', { name: 'Explore Training Options' })) {
      expect(link).toHaveAttribute('href', '/explore-training')
    }
  })
})
