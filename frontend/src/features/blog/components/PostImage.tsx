import { cn } from '@/lib/cn'
import type { ImageSet } from '../types'
import { ResponsiveImage } from './ResponsiveImage'

type PostImageProps = {
  src: string | null
  alt: string
  // Responsive copies of an upload; images elsewhere (and none) have no set.
  imageSet?: ImageSet | null
  sizes: string
  className?: string
  loading?: 'lazy' | 'eager'
}

// A post without a featured image gets a neutral placeholder of the same shape,
// so the grid stays even.
export function PostImage({ src, alt, imageSet, sizes, className, loading = 'lazy' }: PostImageProps) {
  const classes = cn('aspect-[1200/630] w-full object-cover', className)
  if (imageSet) {
    return <ResponsiveImage image={imageSet} alt={alt} sizes={sizes} loading={loading} className={classes} />
  }
  if (src) {
    return <img src={src} alt={alt} loading={loading} className={classes} />
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
