import { cn } from '@/lib/cn'

type AuthorAvatarProps = {
  name: string
  image: string | null
  className?: string
}

// Without an author image, a placeholder with the author's initials.
export function AuthorAvatar({ name, image, className }: AuthorAvatarProps) {
  if (image) {
    return <img src={image} alt={name} className={cn('size-12 rounded-full object-cover', className)} />
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')
  return (
    <span
      role="img"
      aria-label={name}
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-100 font-semibold text-accent-800',
        className,
      )}
    >
      {initials}
    </span>
  )
}
