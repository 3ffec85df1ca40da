import { useParams } from 'react-router'
import { blogCopy } from '@/content/blog'
import { Container } from '@/components/ui/Container'
import { usePageMeta } from '@/lib/use-page-meta'
import { usePost } from './api/get-post'
import { ArticleNotFound } from './components/ArticleNotFound'
import { ArticleView } from './components/ArticleView'

export function BlogArticlePage() {
  const { slug } = useParams<{ slug: string }>()
  const post = usePost(slug)
  const data = post.data

  usePageMeta({
    title: data
      ? data.seo_title || `${data.title} | ${blogCopy.titleSuffix}`
      : post.isError || !slug
        ? `${blogCopy.notFoundTitle} | ${blogCopy.titleSuffix}`
        : blogCopy.titleSuffix,
    description: data ? data.seo_description || data.excerpt || undefined : undefined,
    canonicalPath: slug ? `/blog/${slug}` : undefined,
  })

  if (!slug || post.isError) return <ArticleNotFound />
  if (!data) {
    return (
      <Container className="py-24">
        <p role="status" className="text-center text-slate-600">
          {blogCopy.loadingArticle}
        </p>
      </Container>
    )
  }
  return <ArticleView post={data} />
}
