import { Link } from 'react-router'
import { blogCopy } from '@/content/blog'
import { formatPostDate } from '../format-date'
import { CARD_IMAGE_SIZES } from '../image-sizes'
import type { BlogPostSummary } from '../types'
import { PostImage } from './PostImage'

// The title is the card's one link, stretched over the whole card so the image still opens
// the post; the image itself stays out of the link, so its alt text is read as an image
// and not as a second, differently named link to the same place.
export function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <article className="relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <PostImage
        src={post.featured_image}
        imageSet={post.featured_image_set}
        alt={post.featured_image_alt}
        sizes={CARD_IMAGE_SIZES}
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          {post.category ? (
            <span className="rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-700">
              {post.category.name}
            </span>
          ) : null}
          <time dateTime={post.published_at ?? undefined}>{formatPostDate(post.published_at)}</time>
          {post.read_time_minutes ? <span>{post.read_time_minutes} min read</span> : null}
        </div>
        <h2 className="mt-3 text-lg font-semibold leading-snug text-slate-900">
          <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 hover:text-accent-700">
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-slate-600">{post.excerpt || blogCopy.excerptFallback}</p>
        {post.author_name ? <p className="mt-4 text-sm text-slate-500">By {post.author_name}</p> : null}
      </div>
    </article>
  )
}
