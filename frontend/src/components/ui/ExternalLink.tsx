import type { ComponentPropsWithRef } from 'react'

type ExternalLinkProps = Omit<ComponentPropsWithRef<'a'>, 'target' | 'rel'> & {
  href: string
}

// Every off-site link opens a new tab; noopener stops the new page reaching
// back through window.opener, and the hidden text warns screen-reader users.
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
