import { Link } from 'react-router'
import { blogCopy } from '@/content/blog'
import { Container } from '@/components/ui/Container'

export function ArticleNotFound() {
  return (
    <Container className="flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{blogCopy.notFoundTitle}</h1>
      <p className="mt-3 text-slate-600">{blogCopy.notFoundMessage}</p>
      <Link to="/blog" className="mt-8 font-medium text-accent-700 hover:text-accent-800">
        {blogCopy.backToBlog}
      </Link>
    </Container>
  )
}
