import { Link } from 'react-router'
import { site } from '@/content/site'
import { cn } from '@/lib/cn'

type LogoProps = {
  className?: string
  onClick?: () => void
}

export function Logo({ className, onClick }: LogoProps) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-2 rounded-md font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent-700',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-accent-700 text-sm font-extrabold text-white"
      >
        AI
      </span>
      <span className="text-lg">{site.brandName}</span>
      <span className="sr-only"> - home</span>
    </Link>
  )
}
