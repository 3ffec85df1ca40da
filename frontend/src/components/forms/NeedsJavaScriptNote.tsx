import { site } from '@/content/site'
import { cn } from '@/lib/cn'

type NeedsJavaScriptNoteProps = {
  // What can't be done without it, completing "JavaScript is needed to ...".
  action?: string
  className?: string
}

// Without JavaScript a form's submit button stays disabled (a native submit would put the
// visitor's details in the URL and lose them: see use-public-form), so say why, and give the
// address that works without it. Inside <noscript>, so nobody with JavaScript sees it.
export function NeedsJavaScriptNote({ action = 'send this form', className }: NeedsJavaScriptNoteProps) {
  return (
    <noscript>
      <p className={cn('rounded-lg bg-amber-50 p-3 text-sm text-amber-900', className)}>
        {`JavaScript is needed to ${action}, and it is turned off in your browser. Turn it on, or email us at `}
        <a href={`mailto:${site.contactEmail}`} className="font-medium underline underline-offset-2">
          {site.contactEmail}
        </a>
        .
      </p>
    </noscript>
  )
}
