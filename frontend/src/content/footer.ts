// The footer's copy and links. Only the footer reads them, so they load with its code
// (which a prerendered page never needs: see SiteLayout) rather than with every page.
import { type NavItem, navItems } from './site'

export const footerTagline = 'Trusted by growing businesses across the UK.'

// The Quick Links are the header's inner routes: everything but Home.
export const quickLinks: readonly NavItem[] = navItems.filter((item) => item.href !== '/')

export const legalLinks: readonly NavItem[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'Cookie Notice', href: '/cookie-notice' },
]
