import type { ComponentPropsWithRef } from 'react'
import { useNavigate } from 'react-router'
import { publicDetails } from '@/content/public-details'
import { bookingLinkParts } from '@/lib/booking-link'
import { followInAppLink } from '@/lib/follow-in-app-link'

type BookingLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href' | 'target' | 'rel'> & {
  // What the booking page should know, as a query (`?from=<run>`): only for our own /book.
  search?: string
}

// Every "Book a Call": our /book, followed inside the app, or the configured external
// scheduler in a new tab (lib/booking-link). A plain <a>, not <Link>, because the prerendered
// href is the server's placeholder, which <Link> would take for a relative path.
export function BookingLink({ search, children, onClick, ...props }: BookingLinkProps) {
  const navigate = useNavigate()
  const link = bookingLinkParts(publicDetails.bookingUrl, search)
  return (
    <a
      {...props}
      href={link.href}
      target={link.target}
      rel="noopener"
      onClick={(event) => {
        onClick?.(event)
        followInAppLink(event, navigate)
      }}
    >
      {children}
      <span className="sr-only">{link.newTabNote}</span>
    </a>
  )
}
