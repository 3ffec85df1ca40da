import { blogAuthor } from '@/content/blog'
import type { BlogPost } from '../types'
import { AuthorAvatar } from './AuthorAvatar'

export function ArticleAuthorBox({ post }: { post: BlogPost }) {
  const name = post.author_name || blogAuthor.name
  return (
    <aside aria-label="About the author" className="mt-12 flex gap-4 rounded-xl bg-slate-50 p-6">
      <AuthorAvatar name={name} image={post.author_image} className="size-16" />
      <div>
        <p className="font-semibold text-slate-900">{name}</p>
        <p className="mt-1 text-slate-600">{post.author_bio || blogAuthor.bio}</p>
      </div>
    </aside>
  )
}
