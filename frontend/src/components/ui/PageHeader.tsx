import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

type PageHeaderProps = {
  title: string
  eyebrow?: string
  lead?: ReactNode
  className?: string
  children?: ReactNode
}

export function PageHeader({ title, eyebrow, lead, className, children }: PageHeaderProps) {
  return (
    <div className={cn('max-w-3xl', className)}>
      {eyebrow ? (
        <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-accent-700">{eyebrow}</p>
      ) : null}
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl">{title}</h1>
      {lead ? <p className="mt-4 text-lg leading-relaxed text-slate-600">{lead}</p> : null}
      {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
    </div>
  )
}
