import { cn } from '@/lib/cn'

type PostImageProps = {
  src: string | null
  alt: string
  className?: string
}

// A post without a featured image gets a neutral placeholder of the same shape,
// so the grid stays even.
export function PostImage({ src, alt, className }: PostImageProps) {
  if (src) {
    return <img src={src} alt={alt} loading="lazy" className={cn('aspect-[1200/630] w-full object-cover', className)} />
  }
  return (
    <div
      role="img"
      aria-label="Placeholder image"
      data-testid="post-image-placeholder"
      className={cn(
        'flex aspect-[1200/630] w-full items-center justify-center bg-gradient-to-br from-accent-100 to-slate-200',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-12 text-accent-300" fill="none" stroke="currentColor" strokeWidth="1.5">
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <circle cx="9" cy="10" r="2" />
        <path d="m21 16-5-5-8 8" />
      </svg>
    </div>
  )
}
