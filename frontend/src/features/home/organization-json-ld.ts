import { site } from '@/content/site'

// schema.org Organization for the home page. No `url`: the page's origin is
// only known in the browser, and the canonical link already states it.
export function organizationJsonLd(description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brandName,
    description,
    email: site.contactEmail,
    areaServed: 'GB',
    sameAs: [site.social.url],
    knowsAbout: ['AI training', 'AI consulting', 'Business automation', 'CPD-certified training'],
  }
}
