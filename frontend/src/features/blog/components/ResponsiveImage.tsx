import type { ImageSet } from '../types'

type ResponsiveImageProps = {
  image: ImageSet
  alt: string
  sizes: string
  className?: string
  loading?: 'lazy' | 'eager'
}

// WebP where the browser takes it, the same picture in its own format otherwise; width and
// height reserve the space before it loads. `contents` keeps <picture> out of the layout,
// so the classes on the <img> place it as if it stood alone.
export function ResponsiveImage({ image, alt, sizes, className, loading = 'lazy' }: ResponsiveImageProps) {
  const img = (
    <img
      src={image.src}
      srcSet={image.srcset || undefined}
      sizes={image.srcset ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={loading}
      decoding="async"
      className={className}
    />
  )
  if (!image.webp_srcset) return img
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={image.webp_srcset} sizes={sizes} />
      {img}
    </picture>
  )
}
