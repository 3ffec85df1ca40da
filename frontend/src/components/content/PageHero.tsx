import type { ReactNode } from 'react'
import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'

type PageHeroProps = {
  title: string
  eyebrow?: string
  lead?: ReactNode
  // Buttons under the lead.
  children?: ReactNode
}

// The top band of a content page: the page's <h1> on a soft accent wash.
export function PageHero({ title, eyebrow, lead, children }: PageHeroProps) {
  return (
    <div className="bg-gradient-to-b from-accent-50 to-white">
      <Container className="py-16 sm:py-20">
        <PageHeader eyebrow={eyebrow} title={title} lead={lead}>
          {children}
        </PageHeader>
      </Container>
    </div>
  )
}
