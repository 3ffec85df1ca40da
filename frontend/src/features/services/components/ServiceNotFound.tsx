import { Link } from 'react-router'
import { buttonStyles } from '@/components/ui/button-styles'
import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'
import { pageTitle } from '@/content/site'
import { usePageMeta } from '@/lib/use-page-meta'

// The spec's default page for a slug with no content record.
export function ServiceNotFound({ slug }: { slug: string }) {
  usePageMeta({
    title: pageTitle('Service Details'),
    description: 'Details of this service are not available. See all of our AI training and consulting services.',
    canonicalPath: `/services/${slug}`,
  })

  return (
    <Container className="py-16 sm:py-24">
      <PageHeader
        title="Service Details"
        lead="We couldn't find details for this service. It may have been renamed or is no longer offered, but our full list of services is one click away."
      >
        <Link to="/services" className={buttonStyles({ size: 'lg' })}>
          View All Services
        </Link>
        <Link to="/contact" className={buttonStyles({ size: 'lg', variant: 'outline' })}>
          Ask Us a Question
        </Link>
      </PageHeader>
    </Container>
  )
}
