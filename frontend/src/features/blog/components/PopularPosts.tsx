import { Link } from 'react-router'
import { blogCopy } from '@/content/blog'
import { usePopularPosts } from '../api/get-popular-posts'
import { formatPostDate } from '../format-date'

export function PopularPosts() {
  const popular = usePopularPosts()
  const posts = popular.data ?? []
  if (!popular.isPending && posts.length === 0) return null

  return (
    <section aria-labelledby="popular-posts-heading" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="popular-posts-heading" className="text-lg font-semibold text-slate-900">
        {blogCopy.popularHeading}
      </h2>
      {posts.length ? (
        <ol className="mt-4 space-y-4">
          {posts.map((post) => (
            <li key={post.id}>
              <Link to={`/blog/${post.slug}`} className="font-medium text-slate-800 hover:text-accent-700">
                {post.title}
              </Link>
              <p className="text-sm text-slate-500">{formatPostDate(post.published_at)}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-slate-500">{blogCopy.loadingPopular}</p>
      )}
    </section>
  )
}
