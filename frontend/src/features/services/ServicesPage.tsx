import { Link } from 'react-router'
import { CtaBand, onDarkButton } from '@/components/content/CtaBand'
import { PageHero } from '@/components/content/PageHero'
import { Container } from '@/components/ui/Container'
import { serviceCards, servicesBottomCta, servicesIntro } from '@/content/services'
import { pageTitle } from '@/content/site'
import { usePageMeta } from '@/lib/use-page-meta'
import { ServiceCardItem } from './components/ServiceCardItem'

export function ServicesPage() {
  usePageMeta({
    title: pageTitle('Practical AI Services'),
    description:
      'Custom AI projects, chat assistants, the free AI Tool Finder, CPD-certified team training and a starter kit for founders - practical AI services for UK businesses.',
    canonicalPath: '/services',
  })

  return (
    <>
      <PageHero eyebrow="Our services" title={servicesIntro.title} lead={servicesIntro.lead} />
      <Container className="pb-16 sm:pb-20">
        <ul className="grid gap-6 lg:grid-cols-2">
          {serviceCards.map((card) => (
            <li key={card.id}>
              <ServiceCardItem card={card} />
            </li>
          ))}
        </ul>
      </Container>
      <CtaBand id="find-the-right-fit" title={servicesBottomCta.title} lead={servicesBottomCta.lead}>
        <Link to={servicesBottomCta.cta.href} className={onDarkButton}>
          {servicesBottomCta.cta.label}
        </Link>
      </CtaBand>
    </>
  )
}
