import { useEffect, useRef } from 'react'
import { guideCopy } from '@/content/guide'

export function GuideThankYou() {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The focused button just vanished with the form; move focus to the news.
  useEffect(() => headingRef.current?.focus(), [])

  return (
    <div role="status" className="text-center">
      <div
        aria-hidden="true"
        className="mx-auto mb-4 grid size-12 place-items-center rounded-full bg-accent-100 text-2xl text-accent-800"
      >
        ✓
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
        {guideCopy.thanksHeading}
      </h2>
      <p className="mt-3 text-slate-700">{guideCopy.thanksBody}</p>
      <p className="mt-3 text-sm text-slate-600">{guideCopy.thanksSpam}</p>
    </div>
  )
}
