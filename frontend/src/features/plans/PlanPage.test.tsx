import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { planPages } from '@/content/plan-pages'
import { featureRows, type PlanKey } from '@/content/plans'
import { renderWithRouter } from '@/testing/render-app'
import { SubscribeButton } from './components/SubscribeButton'
import { PlanPage } from './PlanPage'

const cases: [PlanKey, string, string, string, string][] = [
  ['clarity', 'Clarity Plan', '£300', '5-8 hours', '/compare-plans'],
  ['growth', 'Growth Plan', '£600', '10+ hours', '/compare-plans'],
  ['freedom', 'Freedom Plan', '£1,200', '20+ hours', '/#plans'],
]

describe('PlanPage', { timeout: 20_000 }, () => {
  it.each(cases)('%s: price, sections, CTA and bottom link', (key, heading, price, hours, bottomHref) => {
    renderWithRouter(<PlanPage planKey={key} />)

    const hero = screen.getByRole('region', { name: heading })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading)
    expect(hero).toHaveTextContent(`${price}/month, no contract, start or cancel anytime`)
    // The contact form then knows which plan the visitor is asking about.
    expect(within(hero).getByRole('link', { name: 'Book a Call' })).toHaveAttribute('href', `/contact?plan=${key}`)

    for (const name of [
      "Who It's For",
      "What's Included",
      'Results You Can Expect',
      'How AI Powers Your Plan',
      'What a Client Says',
      'Frequently Asked Questions',
      'Ready to Get Started?',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Before' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'After' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Results You Can Expect' })).toHaveTextContent(hours)
    expect(screen.getByRole('region', { name: 'Results You Can Expect' })).toHaveTextContent(
      'Up to 80%of routine work automated',
    )

    const cta = screen.getByRole('region', { name: 'Ready to Get Started?' })
    expect(within(cta).getByRole('link', { name: 'Book a Call' })).toHaveAttribute('href', `/contact?plan=${key}`)
    expect(within(cta).getByRole('button', { name: `Subscribe Now – ${price}` })).toBeInTheDocument()
    expect(within(cta).getByRole('heading', { level: 3, name: 'What Happens Next' })).toBeInTheDocument()
    expect(cta).toHaveTextContent('card payment provider')
    expect(cta).toHaveTextContent('onboarding form')
    expect(cta).toHaveTextContent('Setup starts within 72 hours.')
    expect(cta).toHaveTextContent('7-10 business days')

    const bottom = screen.getAllByRole('link').at(-1)
    expect(bottom).toHaveAttribute('href', bottomHref)
  })

  it("lists what's included from the feature table's cells", () => {
    renderWithRouter(<PlanPage planKey="growth" />)
    const included = screen.getByRole('region', { name: "What's Included" })
    for (const row of featureRows.filter((r) => r.feature !== 'Ideal for' && r.values.growth !== false)) {
      expect(included).toHaveTextContent(`${row.feature}${row.values.growth === true ? 'Yes' : row.values.growth}`)
    }
    expect(included).toHaveTextContent('A chatbot for your website')
    expect(within(included).getByRole('heading', { name: 'Not in the Growth plan' })).toBeInTheDocument()
    expect(included).toHaveTextContent('AI tool maintenance')
  })

  it('has a single-open, collapsible FAQ and matching FAQPage JSON-LD', async () => {
    const { user } = renderWithRouter(<PlanPage planKey="clarity" />)
    const faqs = planPages.clarity.faqs
    const first = screen.getByRole('button', { name: faqs[0]!.question })
    const second = screen.getByRole('button', { name: faqs[1]!.question })

    await user.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'true')
    await user.click(second)
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(second).toHaveAttribute('aria-expanded', 'true')
    await user.click(second)
    expect(second).toHaveAttribute('aria-expanded', 'false')

    await waitFor(() => expect(document.head.querySelector('script[type="application/ld+json"]')).not.toBeNull())
    const jsonLd = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!)
    expect(jsonLd['@type']).toBe('FAQPage')
    expect(jsonLd.mainEntity.map((q: { name: string }) => q.name)).toEqual(faqs.map((f) => f.question))
    expect(document.title).toBe('Clarity Plan | AI Consultancy')
  })

  it('Subscribe raises an alert while no checkout address is configured', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    const { user } = renderWithRouter(<PlanPage planKey="freedom" />)
    await user.click(screen.getByRole('button', { name: 'Subscribe Now – £1,200' }))
    expect(alert).toHaveBeenCalledOnce()
    expect(alert.mock.calls[0]![0]).toMatch(/checkout address is still to be provided/)
  })
})

describe('SubscribeButton', () => {
  it('becomes a link to the checkout once a checkout URL is configured', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    renderWithRouter(<SubscribeButton planKey="growth" checkoutUrl="https://pay.example.com/growth" />)
    expect(screen.getByRole('link', { name: 'Subscribe Now – £600' })).toHaveAttribute(
      'href',
      'https://pay.example.com/growth',
    )
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(alert).not.toHaveBeenCalled()
  })
})
