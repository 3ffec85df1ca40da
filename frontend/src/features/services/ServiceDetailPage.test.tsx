import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ServiceDetailRoute } from '@/app/pages/ServiceDetailRoute'
import { serviceRecords, serviceSlugs } from '@/content/service-records'
import { site } from '@/content/site'
import { jsonResponse } from '@/testing/json-response'
import { renderRoutes } from '@/testing/render-app'

function renderService(slug: string) {
  return renderRoutes(
    [
      // As the app composes it, with the early-access card.
      { path: '/services/:slug', element: <ServiceDetailRoute /> },
      { path: '/services', element: <h1>All services</h1> },
      { path: '/', element: <h1>Home page</h1> },
      { path: '/contact', element: <h1>Contact page</h1> },
      { path: '/ai-tool-finder', element: <h1>Finder page</h1> },
    ],
    { initialEntries: [`/services/${slug}`] },
  )
}

function sidebar() {
  return within(screen.getByRole('region', { name: 'Ready to get started?' }))
}

describe('ServiceDetailPage', () => {
  it.each(serviceSlugs)('renders the layout for %s', async (slug) => {
    const service = serviceRecords[slug]
    renderService(slug)

    expect(await screen.findByRole('heading', { level: 1, name: service.title })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByText(service.description)).toBeInTheDocument()
    for (const name of ["Who It's For", "What's Included", "Outcomes You'll Walk Away With", 'Frequently Asked Questions']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    for (const item of [...service.whatsIncluded, ...service.outcomes, ...service.whoIsItFor]) {
      expect(screen.getByText(item)).toBeInTheDocument()
    }
    const faq = within(screen.getByRole('region', { name: 'Frequently Asked Questions' }))
    expect(faq.getAllByRole('button').map((b) => b.textContent)).toEqual(service.faqs.map((f) => f.question))

    // The same CTA in the header, the sidebar card and the bottom band.
    expect(screen.getAllByRole('link', { name: new RegExp(`^${service.price}`) })).toHaveLength(3)
    expect(sidebar().getByRole('link', { name: new RegExp(`^${service.price}`) })).toBeInTheDocument()

    expect(Boolean(screen.queryByRole('heading', { name: 'What Our Clients Say' }))).toBe(
      service.testimonials.length > 0,
    )
    expect(Boolean(screen.queryByRole('heading', { name: 'Coming Soon: Customised AI Playbooks for Key Roles' }))).toBe(
      Boolean(service.isComingSoon),
    )
    expect(document.title).toBe(`${service.title} | ${site.brandName}`)
  })

  it('sends link CTAs to the tool finder', async () => {
    const { user, router } = renderService('ai-tool-finder-audit')
    await user.click(sidebar().getByRole('link', { name: 'Take the Free Quiz' }))
    expect(router.state.location.pathname).toBe('/ai-tool-finder')
  })

  it('sends contact CTAs to /contact', async () => {
    const { user, router } = renderService('90-day-ai-setup-sprint')
    await user.click(sidebar().getByRole('link', { name: 'Plan Your 90-Day Sprint' }))
    expect(router.state.location.pathname).toBe('/contact')
  })

  it('sends booking CTAs to our own /book (BOOKING_URL unset)', async () => {
    renderService('ai-apps-agentic-workflows')
    const link = await screen.findAllByRole('link', { name: /^Book a Discovery Call/ })
    for (const element of link) {
      expect(element).toHaveAttribute('href', '/book')
      expect(element).toHaveAttribute('target', '_self')
    }
  })

  it('shows the coming-soon card, the notify-me card and an email-capture CTA for the playbooks', async () => {
    const { user } = renderService('profession-specific-ai-playbooks')
    expect(
      await screen.findByRole('heading', { name: 'Coming Soon: Customised AI Playbooks for Key Roles' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Want to Be Notified When This Launches?' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Get Early Access' })).toBeInTheDocument()

    await user.click(sidebar().getByRole('link', { name: 'Notify Me When It Launches' }))
    expect(screen.getByLabelText('Email')).toHaveFocus()
  })

  it('reminds a visitor who has just signed up, with a toast', async () => {
    const accepted = { id: 'abc', status: 'queued', status_url: '/api/submissions/abc' }
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse(accepted, 202))))
    const { user } = renderService('profession-specific-ai-playbooks')
    await user.type(await screen.findByLabelText('Email'), 'sam@example.co.uk')
    await user.click(screen.getByRole('button', { name: 'Get Early Access' }))
    expect(await screen.findByRole('heading', { name: "Thanks! We'll notify you when the playbooks launch." })).toBeInTheDocument()
    await user.click(sidebar().getByRole('link', { name: 'Notify Me When It Launches' }))
    expect(await screen.findByText("You're already on the early access list!")).toBeInTheDocument()
  })

  it('adds the online-course card to team training', async () => {
    renderService('ai-team-training-onboarding')
    const card = within(await screen.findByRole('region', { name: 'Prefer to Learn at Your Own Pace?' }))
    const link = card.getByRole('link', { name: /View the CPD Course \(£59\)/ })
    expect(link).toHaveAttribute('href', site.cpdCourseUrl)
    expect(link).toHaveAttribute('target', '_blank')
  })

  it('publishes the FAQ as FAQPage structured data', async () => {
    renderService('ongoing-ai-enablement')
    await screen.findByRole('heading', { level: 1 })
    const script = document.head.querySelector('script[type="application/ld+json"]')
    const jsonLd = JSON.parse(script?.textContent ?? '{}')
    expect(jsonLd['@type']).toBe('FAQPage')
    expect(jsonLd.mainEntity).toHaveLength(serviceRecords['ongoing-ai-enablement'].faqs.length)
  })

  it('shows the 404 page for an unknown slug, with a way back (issue 16)', async () => {
    const { user, router } = renderService('no-such-service')
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument()
    expect(screen.getByText('404')).toBeInTheDocument()
    expect(document.title).toBe(`Page not found | ${site.brandName}`)
    await user.click(screen.getByRole('link', { name: 'Return to Home' }))
    expect(router.state.location.pathname).toBe('/')
  })
})
