import { Link } from 'react-router'
import { buttonStyles } from '@/components/ui/button-styles'
import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'
import { pageTitle, site } from '@/content/site'
import { usePageMeta } from '@/lib/use-page-meta'

// Spec 2.1 registers this route without content of its own; enquiries go
// through the contact form, so the page sends visitors there.
export function BusinessInquiryPage() {
  usePageMeta({
    title: pageTitle('Business Inquiry'),
    description: `Tell us about your business and how we can help. We reply within ${site.responsePromise}.`,
    canonicalPath: '/business-inquiry',
  })

  return (
    <Container className="py-16 sm:py-24">
      <PageHeader
        title="Business Inquiry"
        lead={`Business enquiries go through our contact form. Tell us a little about your business and what you'd like help with, and we'll reply within ${site.responsePromise}.`}
      >
        <Link to="/contact" className={buttonStyles({ size: 'lg' })}>
          Go to the Contact Form
        </Link>
      </PageHeader>
    </Container>
  )
}
