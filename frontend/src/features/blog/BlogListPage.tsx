import type { ReactNode } from 'react'
import { blogCopy } from '@/content/blog'
import { Button } from '@/components/ui/Button'
import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'
import { pageTitle } from '@/content/site'
import { usePageMeta } from '@/lib/use-page-meta'
import { usePosts } from './api/get-posts'
import { BlogAuthorCard } from './components/BlogAuthorCard'
import { BlogFilters } from './components/BlogFilters'
import { PopularPosts } from './components/PopularPosts'
import { PostCard } from './components/PostCard'
import { useBlogFilters } from './use-blog-filters'

type BlogListPageProps = {
  // The sidebar's newsletter sign-up. It belongs to the newsletter feature, so the app
  // passes it in (app/pages/BlogListRoute).
  signupCard?: ReactNode
}

export function BlogListPage({ signupCard = null }: BlogListPageProps) {
  usePageMeta({ title: pageTitle(blogCopy.title), description: blogCopy.description, canonicalPath: '/blog' })
  const { filters, setFilters } = useBlogFilters()
  const posts = usePosts(filters)
  // A failed query shows an empty list (spec 8); React Query has already retried.
  const items = posts.data?.pages.flatMap((page) => page.posts) ?? []

  return (
    <Container className="py-16 sm:py-24">
      <PageHeader title={blogCopy.title} lead={blogCopy.lead} />
      <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <BlogFilters filters={filters} onChange={setFilters} />
          <div className="mt-8" aria-live="polite" aria-busy={posts.isPending}>
            {posts.isPending ? (
              <p role="status" className="py-12 text-center text-slate-600">
                {blogCopy.loading}
              </p>
            ) : items.length === 0 ? (
              <p className="py-12 text-center text-slate-600">{blogCopy.empty}</p>
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2">
                {items.map((post) => (
                  <li key={post.id} className="flex">
                    <PostCard post={post} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          {posts.hasNextPage ? (
            <div className="mt-10 flex justify-center">
              <Button
                variant="outline"
                size="lg"
                onClick={() => void posts.fetchNextPage()}
                disabled={posts.isFetchingNextPage}
              >
                {posts.isFetchingNextPage ? blogCopy.loadingMore : blogCopy.loadMore}
              </Button>
            </div>
          ) : null}
        </div>
        <aside className="space-y-6">
          {signupCard}
          <PopularPosts />
          <BlogAuthorCard />
        </aside>
      </div>
    </Container>
  )
}
