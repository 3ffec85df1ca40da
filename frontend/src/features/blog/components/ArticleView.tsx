import { Link } from 'react-router'
import { blogAuthor, blogCopy } from '@/content/blog'
import { Container } from '@/components/ui/Container'
import { formatPostDate } from '../format-date'
import { ARTICLE_IMAGE_SIZES } from '../image-sizes'
import type { BlogPost } from '../types'
import { ArticleAuthorBox } from './ArticleAuthorBox'
import { ArticleBody } from './ArticleBody'
import { PostImage } from './PostImage'
import { ShareLinks } from './ShareLinks'

export function ArticleView({ post }: { post: BlogPost }) {
  const url = `${window.location.origin}/blog/${post.slug}`
  return (
    <Container className="py-12 sm:py-16">
      <article className="mx-auto max-w-3xl">
        <Link to="/blog" className="font-medium text-accent-700 hover:text-accent-800">
          {blogCopy.backToBlog}
        </Link>
        <header className="mt-8">
          {post.category ? (
            <Link
              to={`/blog?category=${encodeURIComponent(post.category.slug)}`}
              className="inline-block rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-700"
            >
              {post.category.name}
            </Link>
          ) : null}
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl">
            {post.title}
          </h1>
          <p className="mt-5 flex flex-wrap gap-x-2 text-slate-600">
            <span>By {post.author_name || blogAuthor.name}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={post.published_at ?? undefined}>{formatPostDate(post.published_at)}</time>
            {post.read_time_minutes ? (
              <>
                <span aria-hidden="true">·</span>
                <span>{post.read_time_minutes} min read</span>
              </>
            ) : null}
          </p>
        </header>
        {post.featured_image ? (
          <PostImage
            src={post.featured_image}
            imageSet={post.featured_image_set}
            alt={post.featured_image_alt}
            sizes={ARTICLE_IMAGE_SIZES}
            loading="eager"
            className="mt-8 rounded-xl"
          />
        ) : null}
        <div className="mt-8">
          <ArticleBody html={post.content} />
        </div>
        <ArticleAuthorBox post={post} />
        <ShareLinks title={post.title} url={url} />
      </article>
    </Container>
  )
}
