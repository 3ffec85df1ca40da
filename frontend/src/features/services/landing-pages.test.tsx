import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { site } from '@/content/site'
import { renderWithRouter } from '@/testing/render-app'
import { AiAuditPage } from './AiAuditPage'
import { CustomProjectsPage } from './CustomProjectsPage'
import { StarterKitPage } from './StarterKitPage'
import { TeamTrainingPage } from './TeamTrainingPage'

function ctaLinks(name: string) {
  return screen.getAllByRole('link', { name })
}

describe('service landing pages (spec 2.6)', () => {
  it('custom projects: what we build, three steps, audience, outcomes, two quotes, CTA to /contact', () => {
    renderWithRouter(<CustomProjectsPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Custom AI Projects & App Building' })).toBeInTheDocument()
    for (const link of ctaLinks('Start a Custom Project')) expect(link).toHaveAttribute('href', '/contact')

    const steps = within(screen.getByRole('region', { name: 'How It Works' }))
    expect(steps.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Discover',
      'Design & Build',
      'Deploy & Support',
    ])
    for (const name of ['What We Can Build', "Who It's For", 'Outcomes You Can Expect']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    expect(within(screen.getByRole('region', { name: 'What Our Clients Say' })).getAllByRole('figure')).toHaveLength(2)
  })

  it('AI audit: contents, audience, why it matters, CTA to the finder', () => {
    renderWithRouter(<AiAuditPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'AI Tool Finder Audit' })).toBeInTheDocument()
    const links = ctaLinks('Take the AI Tool Finder Quiz')
    expect(links.length).toBeGreaterThanOrEqual(1)
    for (const link of links) expect(link).toHaveAttribute('href', '/ai-tool-finder')
    for (const name of ['What the Audit Covers', "Who It's For", 'Why It Matters']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
  })

  it('team training: CTA to /contact and a modules list with the external CPD course', () => {
    renderWithRouter(<TeamTrainingPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'AI Team Training & Onboarding' })).toBeInTheDocument()
    for (const link of ctaLinks('Explore Training Options')) expect(link).toHaveAttribute('href', '/contact')

    const modules = within(screen.getByRole('region', { name: 'Training Modules' }))
    expect(modules.getAllByRole('listitem').length).toBeGreaterThanOrEqual(4)
    const course = modules.getByRole('link', { name: /View the CPD course/ })
    expect(course).toHaveAttribute('href', site.cpdCourseUrl)
    expect(course).toHaveAttribute('target', '_blank')
  })

  it("starter kit: what's included and what's not, CTA to /contact", () => {
    renderWithRouter(<StarterKitPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'AI Starter Kit for Founders' })).toBeInTheDocument()
    for (const link of ctaLinks('Get the Starter Kit')) expect(link).toHaveAttribute('href', '/contact')
    const included = within(screen.getByRole('region', { name: "What's Included" }))
    const excluded = within(screen.getByRole('region', { name: "What's Not Included" }))
    expect(included.getAllByRole('listitem').length).toBeGreaterThan(0)
    expect(excluded.getAllByRole('listitem').length).toBeGreaterThan(0)
  })
})
