import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/Button'
import { buttonStyles } from '@/components/ui/button-styles'
import { BookingLink } from '@/components/ui/BookingLink'
import { site } from '@/content/site'

type ContactSuccessProps = {
  onSendAnother: () => void
}

export function ContactSuccess({ onSendAnother }: ContactSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)

  // The submit button the user pressed is gone; focusing the heading both
  // announces the result and keeps keyboard focus in a sensible place.
  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  return (
    <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-8">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        Thanks — we've received your message!
      </h2>
      <p className="mt-3 text-slate-700">We'll get back to you within {site.responsePromise}.</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/services" className={buttonStyles()}>
          Explore Our Services
        </Link>
        <BookingLink className={buttonStyles({ variant: 'outline' })}>
          Book a Discovery Call
        </BookingLink>
        <Button variant="ghost" onClick={onSendAnother}>
          Send another message
        </Button>
      </div>
    </div>
  )
}
