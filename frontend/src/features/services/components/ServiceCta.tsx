import type { MouseEvent } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { BookingLink } from '@/components/ui/BookingLink'
import { earlyAccessCopy } from '@/content/early-access'
import type { ServiceCtaType } from '@/content/service-records'

// The EarlyAccessCard's default id: where an email-capture CTA takes the visitor.
export const EARLY_ACCESS_CARD_ID = 'early-access'

type ServiceCtaProps = {
  type: ServiceCtaType
  label: string
  // Target for 'link'; 'contact' always goes to /contact, 'booking' where BookingLink goes.
  link?: string
  className?: string
}

function scrollToEarlyAccess(event: MouseEvent<HTMLAnchorElement>) {
  const card = document.getElementById(EARLY_ACCESS_CARD_ID)
  if (!card) return // no card on this page: let the fragment link do its thing
  event.preventDefault()
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  card.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
  // Straight to the field, so keyboard users don't have to find it. A card without one is
  // telling this visitor they have already joined (remembered, or just now).
  const field = card.querySelector<HTMLInputElement>('input[type="email"]')
  if (field) field.focus({ preventScroll: true })
  else toast(earlyAccessCopy.alreadyToast)
}

// One call to action per service content record, by its type (spec 2.5).
export function ServiceCta({ type, label, link, className }: ServiceCtaProps) {
  switch (type) {
    case 'link':
      return (
        <Link to={link ?? '/ai-tool-finder'} className={className}>
          {label}
        </Link>
      )
    case 'contact':
      return (
        <Link to="/contact" className={className}>
          {label}
        </Link>
      )
    case 'booking':
      return <BookingLink className={className}>{label}</BookingLink>
    case 'email-capture':
      // A real fragment link, so it still works in the prerendered page before hydration.
      return (
        <a href={`#${EARLY_ACCESS_CARD_ID}`} onClick={scrollToEarlyAccess} className={className}>
          {label}
        </a>
      )
  }
}
