import { Link } from 'react-router'
import { CtaBand, onDarkButton } from '@/components/content/CtaBand'
import { FaqSection } from '@/components/content/FaqSection'
import { closingCta, homeFaqs } from '@/content/home'
import { pageTitle } from '@/content/site'
import { faqPageJsonLd } from '@/lib/faq-json-ld'
import { usePageMeta } from '@/lib/use-page-meta'
import { AimSection } from './components/AimSection'
import { FounderSection } from './components/FounderSection'
import { HeroSection } from './components/HeroSection'
import { OffscreenSection } from './components/OffscreenSection'
import { PathsSection } from './components/PathsSection'
import { PlansSection } from './components/PlansSection'
import { ReviewsSection } from './components/ReviewsSection'
import { WhatYouGetSection } from './components/WhatYouGetSection'
import { organizationJsonLd } from './organization-json-ld'

// The home page's three parts (see HomePage), in one chunk that a prerendered first visit
// never downloads unless the FAQ is used.

const description =
  'CPD-certified AI training and practical consulting for UK small and growing businesses. Clear advice, training that sticks and small, safe steps - without the hype.'

// The hero and spec 2.3's sections up to the FAQ, with the monthly plans (the '/#plans'
// target) last. The page's head goes with them: it is written into the prerendered HTML.
export function HomeIntro() {
  usePageMeta({
    title: pageTitle('AI Training & Strategic Consulting'),
    description,
    canonicalPath: '/',
    jsonLd: [organizationJsonLd(description), faqPageJsonLd(homeFaqs)],
  })

  return (
    <>
      <HeroSection />
      <OffscreenSection>
        <WhatYouGetSection />
      </OffscreenSection>
      <OffscreenSection>
        <AimSection />
      </OffscreenSection>
      <OffscreenSection>
        <FounderSection />
      </OffscreenSection>
      <OffscreenSection>
        <ReviewsSection />
      </OffscreenSection>
      <OffscreenSection>
        <PathsSection />
      </OffscreenSection>
      <OffscreenSection>
        <PlansSection />
      </OffscreenSection>
    </>
  )
}

export function HomeFaq() {
  return (
    <OffscreenSection>
      <FaqSection faqs={homeFaqs} lead="Straight answers to the questions we hear most." />
    </OffscreenSection>
  )
}

export function HomeClosing() {
  return (
    <OffscreenSection>
      <CtaBand id="book-a-call" title={closingCta.title} lead={closingCta.lead}>
        <Link to={closingCta.cta.href} className={onDarkButton}>
          {closingCta.cta.label}
        </Link>
      </CtaBand>
    </OffscreenSection>
  )
}
