import { blogAuthor } from '@/content/blog'
import { AuthorAvatar } from './AuthorAvatar'

export function BlogAuthorCard() {
  return (
    <section aria-labelledby="blog-author-heading" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="blog-author-heading" className="text-lg font-semibold text-slate-900">
        {blogAuthor.cardHeading}
      </h2>
      <div className="mt-4 flex items-center gap-3">
        <AuthorAvatar name={blogAuthor.name} image={null} />
        <p className="font-medium text-slate-800">{blogAuthor.name}</p>
      </div>
      <p className="mt-3 text-sm text-slate-600">{blogAuthor.cardText}</p>
    </section>
  )
}
