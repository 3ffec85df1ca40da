import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { CheckList } from '@/components/content/CheckList'
import { TestimonialList } from '@/components/content/TestimonialList'
import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'
import type { Testimonial } from '@/content/testimonials'
import { ComingSoonCard } from './ComingSoonCard'
import { ContentBlock } from './ContentBlock'

type ServiceLayoutProps = {
  title: string
  description: string
  whatsIncluded: readonly string[]
  outcomes: readonly string[]
  isComingSoon?: boolean
  testimonials?: readonly Testimonial[]
  // Header buttons.
  actions?: ReactNode
  // Main-column content before "What's Included" (e.g. who it is for).
  intro?: ReactNode
  // Main-column content after the coming-soon card (e.g. notify-me, course card).
  extras?: ReactNode
  sidebar?: ReactNode
  // Full-width sections below the main grid (FAQ, closing CTA).
  children?: ReactNode
}

// The reusable service page (spec 2.5): title, description, "What's Included",
// "Outcomes You'll Walk Away With", the coming-soon card when flagged and
// "What Our Clients Say" when there are testimonials.
export function ServiceLayout({
  title,
  description,
  whatsIncluded,
  outcomes,
  isComingSoon,
  testimonials = [],
  actions,
  intro,
  extras,
  sidebar,
  children,
}: ServiceLayoutProps) {
  return (
    <>
      <div className="bg-gradient-to-b from-accent-50 to-white">
        <Container className="py-12 sm:py-16">
          <Link to="/services" className="rounded-sm text-sm font-semibold text-accent-700 hover:underline">
            ← All services
          </Link>
          <PageHeader className="mt-4" title={title} lead={description}>
            {actions}
          </PageHeader>
        </Container>
      </div>
      <Container className="grid gap-12 pb-16 pt-4 lg:grid-cols-3">
        <div className="space-y-12 lg:col-span-2">
          {intro}
          <ContentBlock id="whats-included" title="What's Included">
            <CheckList items={whatsIncluded} />
          </ContentBlock>
          <ContentBlock id="outcomes" title="Outcomes You'll Walk Away With">
            <CheckList items={outcomes} />
          </ContentBlock>
          {isComingSoon ? <ComingSoonCard /> : null}
          {extras}
          {testimonials.length > 0 ? (
            <ContentBlock id="client-testimonials" title="What Our Clients Say">
              <TestimonialList testimonials={testimonials} className="md:grid-cols-1" />
            </ContentBlock>
          ) : null}
        </div>
        {sidebar ? <div className="lg:sticky lg:top-24 lg:self-start">{sidebar}</div> : null}
      </Container>
      {children}
    </>
  )
}
