import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import { CtaBand, onDarkButton } from '@/components/content/CtaBand'
import { FaqSection } from '@/components/content/FaqSection'
import { NotFoundView } from '@/components/layout/NotFoundView'
import { buttonStyles } from '@/components/ui/button-styles'
import type { ServiceRecord } from '@/content/service-records'
import { pageTitle } from '@/content/site'
import { faqPageJsonLd } from '@/lib/faq-json-ld'
import { usePageMeta } from '@/lib/use-page-meta'
import { OnlineCourseCard } from './components/OnlineCourseCard'
import { ServiceCta } from './components/ServiceCta'
import { ContentBlock } from './components/ContentBlock'
import { ServiceLayout } from './components/ServiceLayout'
import { ServiceSidebarCard } from './components/ServiceSidebarCard'
import { resolveService } from './resolve-service'

const notifyLabel = 'Notify Me When It Launches'

type ServiceDetailPageProps = {
  // The notify-me card a coming-soon service shows (spec 2.5). It belongs to the
  // early-access feature, so the app passes it in (app/pages/ServiceDetailRoute).
  earlyAccessCard?: ReactNode
}

export function ServiceDetailPage({ earlyAccessCard = null }: ServiceDetailPageProps) {
  const { slug = '' } = useParams<{ slug: string }>()
  const service = resolveService(slug)
  // An unknown slug is a real 404 (issue 16), as the server answers it: not a page of its own.
  return service ? (
    <ServiceDetail slug={slug} service={service} earlyAccessCard={earlyAccessCard} />
  ) : (
    <NotFoundView />
  )
}

function ServiceDetail({
  slug,
  service,
  earlyAccessCard,
}: { slug: string; service: ServiceRecord; earlyAccessCard: ReactNode }) {
  usePageMeta({
    title: pageTitle(service.title),
    description: service.description,
    canonicalPath: `/services/${slug}`,
    jsonLd: faqPageJsonLd(service.faqs),
  })

  const cta = (className: string) => (
    <ServiceCta type={service.ctaType} link={service.ctaLink} label={service.price} className={className} />
  )
  // A coming-soon service also offers the notify-me card beside its main CTA.
  const notify = (className: string) =>
    service.isComingSoon && service.ctaType !== 'email-capture' ? (
      <ServiceCta type="email-capture" label={notifyLabel} className={className} />
    ) : null

  return (
    <ServiceLayout
      title={service.title}
      description={service.description}
      whatsIncluded={service.whatsIncluded}
      outcomes={service.outcomes}
      isComingSoon={service.isComingSoon}
      testimonials={service.testimonials}
      actions={
        <>
          {cta(buttonStyles({ size: 'lg' }))}
          {notify(buttonStyles({ size: 'lg', variant: 'outline' }))}
        </>
      }
      intro={
        <ContentBlock id="who-its-for" title="Who It's For">
          <ul className="grid gap-3">
            {service.whoIsItFor.map((item) => (
              <li key={item} className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-slate-700">
                {item}
              </li>
            ))}
          </ul>
        </ContentBlock>
      }
      extras={
        <>
          {service.isComingSoon ? earlyAccessCard : null}
          {service.hasOnlineCourse ? <OnlineCourseCard /> : null}
        </>
      }
      sidebar={
        <ServiceSidebarCard title={service.title}>
          {cta(buttonStyles({ className: 'w-full bg-white text-slate-900 hover:bg-accent-50', variant: 'outline' }))}
          {notify(
            'inline-flex w-full items-center justify-center rounded-lg border border-slate-500 px-4 py-2.5 text-sm font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
          )}
        </ServiceSidebarCard>
      }
    >
      <FaqSection faqs={service.faqs} tone="muted" />
      <CtaBand
        id="service-next-step"
        title={`Ready to Talk About ${service.title}?`}
        lead="Book a free, no-obligation conversation and get honest advice on whether this is the right fit."
      >
        {cta(onDarkButton)}
      </CtaBand>
    </ServiceLayout>
  )
}
