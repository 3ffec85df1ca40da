// Business constants and external links live here so a changed URL or label is edited
// once. The company's name and contact address are the server's configuration
// (COMPANY_NAME, CONTACT_EMAIL; see public-details.ts), so they change without a rebuild, as
// does where "Book a Call" goes (BOOKING_URL: components/ui/BookingLink).
// The example.com links are placeholders for the real accounts.

import type { PlanKey } from './plans'
import { publicDetails } from './public-details'

export type NavItem = {
  label: string
  href: string
}

export const site = {
  brandName: publicDetails.companyName,
  contactEmail: publicDetails.contactEmail,
  social: {
    label: 'LinkedIn',
    url: 'https://www.linkedin.com/company/example',
  },
  reviews: {
    url: 'https://reviews.example.com/ai-consultancy',
    ratingLabel: 'Rated 4.5',
    rating: 4.5,
  },
  cpdCourseUrl: 'https://courses.example.com/ai-fundamentals-cpd',
  responsePromise: '1–2 business days',
  // Card-payment checkout page per plan; null until the business provides it, and
  // the plan pages' Subscribe button says so instead of opening anything.
  checkoutUrls: { clarity: null, growth: null, freedom: null } as Record<PlanKey, string | null>,
} as const

export const navItems: readonly NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'How We Work', href: '/aim-framework' },
  { label: 'Explore Training', href: '/explore-training' },
  { label: 'Customised AI Solutions', href: '/services/custom-projects' },
  { label: 'About Us', href: '/about' },
  { label: 'Contact', href: '/contact' },
]

export function pageTitle(name: string): string {
  return `${name} | ${site.brandName}`
}
