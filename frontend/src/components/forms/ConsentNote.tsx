import { Link } from 'react-router'
import type { ConsentWording } from '@/content/consent'
import { cn } from '@/lib/cn'

type ConsentNoteProps = {
  wording: ConsentWording
  className?: string
}

// Shows exactly the text the submission sends as its consent wording.
export function ConsentNote({ wording, className }: ConsentNoteProps) {
  return (
    <p className={cn('text-xs leading-relaxed text-slate-600', className)}>
      {wording.text}{' '}
      <Link to="/privacy-policy" className="underline underline-offset-2 hover:text-slate-900">
        Privacy Policy
      </Link>
    </p>
  )
}
