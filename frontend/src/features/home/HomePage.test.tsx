import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { homeFaqs } from '@/content/home'
import { site } from '@/content/site'
import { renderWithRouter } from '@/testing/render-app'
import { HomePage } from './HomePage'

// A client-side visit: the page's sections load as their own chunk.
async function renderHome() {
  const rendered = renderWithRouter(<HomePage />)
  await screen.findByRole('region', { name: 'Book Your Free Call' })
  return rendered
}

function sectionHeadings(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '')
}

describe('HomePage', () => {
  it("renders spec 2.3's sections in order, with the plans before the FAQ", async () => {
    await renderHome()

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'AI Training & Strategic Consulting - Without the Hype',
    )
    expect(sectionHeadings()).toEqual([
      'What You Get (No Fluff)',
      'The AIM Framework: Analyse, Implement, Monitor',
      'Why Work With Us?',
      'Real Feedback. Real Results.',
      'Choose the Path That Fits You',
      'Done-for-You Monthly Plans',
      'Frequently Asked Questions',
      'Book Your Free Call',
    ])
  })

  it('has hero buttons to /contact and the #how-we-work section', async () => {
    await renderHome()
    expect(screen.getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute('href', '/contact')
    expect(screen.getByRole('link', { name: 'See How It Works' })).toHaveAttribute('href', '#how-we-work')

    const aim = document.getElementById('how-we-work')
    expect(aim).not.toBeNull()
    const aimSection = within(aim as HTMLElement)
    for (const step of ['Analyse', 'Implement', 'Monitor']) {
      expect(aimSection.getByRole('heading', { level: 3, name: step })).toBeInTheDocument()
    }
    expect(aimSection.getByRole('link', { name: 'Explore the AIM Framework' })).toHaveAttribute('href', '/aim-framework')
  })

  it('shows the four value cards and the two paths with their targets', async () => {
    await renderHome()
    const value = within(screen.getByRole('region', { name: 'What You Get (No Fluff)' }))
    expect(value.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Clarity over confusion',
      'Training that sticks',
      'A plan you can trust',
      'Support not pressure',
    ])
    expect(value.getByRole('link')).toHaveAttribute('href', '/contact')

    const paths = within(screen.getByRole('region', { name: 'Choose the Path That Fits You' }))
    expect(paths.getByRole('link', { name: 'Explore Training' })).toHaveAttribute('href', '/explore-training')
    expect(paths.getByRole('link', { name: 'Explore Consulting' })).toHaveAttribute('href', '/services/custom-projects')
  })

  it('shows four reviews and the external "Rated 4.5" link in a new tab', async () => {
    await renderHome()
    const reviews = within(screen.getByRole('region', { name: 'Real Feedback. Real Results.' }))
    expect(reviews.getAllByRole('figure')).toHaveLength(4)
    expect(reviews.getAllByRole('img', { name: /out of 5 stars/ }).length).toBeGreaterThanOrEqual(4)
    const link = reviews.getByRole('link', { name: /Rated 4\.5/ })
    expect(link).toHaveAttribute('href', site.reviews.url)
    expect(link).toHaveAttribute('target', '_blank')
  })

  it('has a #plans section with the three plans and a link to the comparison', async () => {
    await renderHome()
    const plansSection = document.getElementById('plans') as HTMLElement
    const plans = within(plansSection)
    expect(plans.getByRole('link', { name: 'View the Clarity Plan' })).toHaveAttribute('href', '/plans/clarity')
    expect(plans.getByRole('link', { name: 'View the Growth Plan' })).toHaveAttribute('href', '/plans/growth')
    expect(plans.getByRole('link', { name: 'View the Freedom Plan' })).toHaveAttribute('href', '/plans/freedom')
    expect(plansSection).toHaveTextContent('£300/month')
    expect(plansSection).toHaveTextContent('£600/month')
    expect(plansSection).toHaveTextContent('£1,200/month')
    expect(plans.getByRole('link', { name: 'Compare All Plans' })).toHaveAttribute('href', '/compare-plans')
  })

  it('has a five-question, single-open FAQ and the closing CTA', async () => {
    const { user } = await renderHome()
    const faq = within(screen.getByRole('region', { name: 'Frequently Asked Questions' }))
    const questions = faq.getAllByRole('button')
    expect(questions).toHaveLength(5)

    await user.click(questions[0] as HTMLElement)
    await user.click(questions[1] as HTMLElement)
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false')
    expect(questions[1]).toHaveAttribute('aria-expanded', 'true')
    await user.click(questions[1] as HTMLElement)
    expect(questions[1]).toHaveAttribute('aria-expanded', 'false')

    const closing = within(screen.getByRole('region', { name: 'Book Your Free Call' }))
    expect(closing.getByRole('link', { name: 'Book Your Free Call' })).toHaveAttribute('href', '/contact')
  })

  it('publishes Organization and FAQPage structured data built from the rendered FAQ', async () => {
    await renderHome()
    const script = document.head.querySelector('script[type="application/ld+json"]')
    const [organization, faqPage] = JSON.parse(script?.textContent ?? '[]')
    expect(organization).toMatchObject({ '@type': 'Organization', name: site.brandName })
    expect(faqPage['@type']).toBe('FAQPage')
    expect(faqPage.mainEntity.map((q: { name: string }) => q.name)).toEqual(homeFaqs.map((f) => f.question))
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/`)
  })
})
