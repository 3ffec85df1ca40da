import { useParams } from 'react-router'
import { useCategories } from '../api/list-categories'
import { usePost } from '../api/get-post'
import { Alert } from '../components/Alert'
import { RequireArea } from '../components/RequireArea'
import { PostEditorForm } from './PostEditorForm'

// /admin/posts/new and /admin/posts/:postId
export function AdminPostEditorPage() {
  return (
    <RequireArea area="blog">
      <EditorLoader />
    </RequireArea>
  )
}

function EditorLoader() {
  const { postId } = useParams<{ postId: string }>()
  const id = postId && /^\d+$/.test(postId) ? Number(postId) : undefined
  const post = usePost(id)
  const categories = useCategories()

  if (postId !== undefined && id === undefined) return <Alert tone="error">That post doesn't exist.</Alert>
  if ((id !== undefined && post.isPending) || categories.isPending) return <p role="status">Loading...</p>
  if (post.isError) return <Alert tone="error">{post.error.message}</Alert>
  if (categories.isError) return <Alert tone="error">{categories.error.message}</Alert>

  // Keyed so switching posts remounts the form (and the rich-text editor) with its data.
  return (
    <PostEditorForm
      key={post.data?.post.id ?? 'new'}
      post={post.data?.post}
      categories={categories.data.categories}
    />
  )
}
