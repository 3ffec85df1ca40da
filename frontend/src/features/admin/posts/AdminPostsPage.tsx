import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { buttonStyles } from '@/components/ui/button-styles'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { Button } from '@/components/ui/Button'
import { useDeletePost } from '../api/delete-post'
import { usePosts, type PostFilter } from '../api/list-posts'
import { Alert } from '../components/Alert'
import { ConfirmButton } from '../components/ConfirmButton'
import { RequireArea } from '../components/RequireArea'
import { StatusBadge } from '../components/StatusBadge'
import type { PostSummary } from '../types'
import { formatDateTime } from '../lib/dates'

const FILTERS: { value: PostFilter; label: string }[] = [
  { value: 'all', label: 'All posts' },
  { value: 'draft', label: 'Drafts' },
  { value: 'published', label: 'Published' },
  { value: 'scheduled', label: 'Scheduled' },
]

export function AdminPostsPage() {
  return (
    <RequireArea area="blog">
      <PostsList />
    </RequireArea>
  )
}

function PostsList() {
  const [status, setStatus] = useState<PostFilter>('all')
  const [search, setSearch] = useState('')
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(1)
  const posts = usePosts({ status, q: query, page })

  useEffect(() => {
    // Search as the editor types, without a request per keystroke.
    const timer = window.setTimeout(() => {
      setQuery(search.trim())
      setPage(1)
    }, 300)
    return () => window.clearTimeout(timer)
  }, [search])

  const lastPage = posts.data ? Math.max(1, Math.ceil(posts.data.total / posts.data.per_page)) : 1

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-2xl font-bold text-slate-900">Blog Posts</h2>
        <Link to="/admin/posts/new" className={buttonStyles()}>
          Create New Post
        </Link>
      </div>
      <div className="flex flex-wrap gap-3">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          Status
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as PostFilter)
              setPage(1)
            }}
            className={formControlStyles(false, 'w-auto')}
          >
            {FILTERS.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-64 flex-1 items-center gap-2 text-sm font-medium text-slate-800">
          Search
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Title, slug or excerpt"
            className={formControlStyles(false)}
          />
        </label>
      </div>
      {posts.isPending ? <p role="status">Loading...</p> : null}
      {posts.isError ? <Alert tone="error">{posts.error.message}</Alert> : null}
      {posts.data && posts.data.posts.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {query || status !== 'all' ? 'No posts match these filters.' : 'No posts yet. Create your first one!'}
        </p>
      ) : null}
      {posts.data && posts.data.posts.length > 0 ? (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">Title</th>
                <th scope="col" className="px-4 py-3 font-semibold">Status</th>
                <th scope="col" className="px-4 py-3 font-semibold">Category</th>
                <th scope="col" className="px-4 py-3 font-semibold">Publish date</th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {posts.data.posts.map((post) => (
                <PostRow key={post.id} post={post} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {lastPage > 1 ? (
        <nav aria-label="Pages" className="flex items-center gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm text-slate-700">
            Page {page} of {lastPage}
          </span>
          <Button variant="outline" size="sm" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  )
}

function PostRow({ post }: { post: PostSummary }) {
  const deletePost = useDeletePost()
  const onDelete = () =>
    deletePost.mutate(post.id, {
      onSuccess: () => toast.success(`Deleted “${post.title}”`),
      onError: (error) => toast.error(error.message),
    })

  return (
    <tr>
      <td className="px-4 py-3">
        <Link to={`/admin/posts/${post.id}`} className="font-medium text-slate-900 hover:text-accent-700 hover:underline">
          {post.title}
        </Link>
        <p className="text-xs text-slate-500">/{post.slug}</p>
      </td>
      <td className="px-4 py-3">
        <StatusBadge status={post.display_status} />
      </td>
      <td className="px-4 py-3 text-slate-700">{post.category?.name ?? '—'}</td>
      <td className="px-4 py-3 text-slate-700">{formatDateTime(post.published_at)}</td>
      <td className="px-4 py-3 text-right">
        <div className="flex flex-wrap justify-end gap-2">
          {post.display_status === 'published' ? (
            <a href={`/blog/${post.slug}`} target="_blank" rel="noreferrer" className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
              View
            </a>
          ) : null}
          <Link to={`/admin/posts/${post.id}`} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
            Edit
          </Link>
          <ConfirmButton
            label="Delete"
            question="Delete this post? This can't be undone."
            confirmLabel="Yes, delete"
            busy={deletePost.isPending}
            onConfirm={onDelete}
          />
        </div>
      </td>
    </tr>
  )
}
