import { Link, useParams } from 'react-router'
import { Container } from '@/components/ui/Container'
import { usePageMeta } from '@/lib/use-page-meta'
import { useArchivedIssue } from './api/archive'
import { NewsletterSignupCard } from './components/NewsletterSignupCard'
import { formatIssueDate } from './format-issue-date'

const TITLE = 'The Calm AI Digest'
const BODY_STYLES =
  'text-lg leading-relaxed text-slate-800 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 [&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_a]:font-medium [&_a]:text-accent-700 [&_a]:underline [&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_img]:mt-6 [&_img]:rounded-lg [&_strong]:font-semibold [&_strong]:text-slate-900'

// /newsletter/issues/<slug>: one issue of the public archive (issue 36), as the server renders
// it too (templates/pages/newsletter_issue.html), with the sign-up card under it.
export function NewsletterIssuePage() {
  const { slug = '' } = useParams<{ slug: string }>()
  const issue = useArchivedIssue(slug)
  const data = issue.data
  usePageMeta({
    title: data ? `${data.subject} | ${TITLE}` : `Issue not found | ${TITLE}`,
    description: data?.preview || undefined,
    canonicalPath: `/newsletter/issues/${slug}`,
  })
  if (issue.isError || (!data && !issue.isPending)) {
    return (
      <Container className="flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Issue not found</h1>
        <p className="mt-3 text-slate-600">That issue doesn't exist, or isn't in our archive.</p>
        <Link className="mt-8 font-medium text-accent-700 hover:text-accent-800" to="/newsletter">
          ← All issues
        </Link>
      </Container>
    )
  }
  if (!data) {
    return (
      <Container className="py-24">
        <p role="status" className="text-center text-slate-600">
          Loading the issue...
        </p>
      </Container>
    )
  }
  return (
    <Container className="py-12 sm:py-16">
      <article className="mx-auto max-w-3xl">
        <Link className="font-medium text-accent-700 hover:text-accent-800" to="/newsletter">
          ← All issues
        </Link>
        <header className="mt-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{TITLE}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{data.subject}</h1>
          <p className="mt-4 text-slate-600">
            <time dateTime={data.sent_at ?? ''}>{formatIssueDate(data.sent_at)}</time>
          </p>
        </header>
        <div className="mt-8">
          {/* Sanitised by the server (nh3) when saved and again when served. */}
          <div className={BODY_STYLES} dangerouslySetInnerHTML={{ __html: data.body_html ?? '' }} />
        </div>
      </article>
      <div className="mx-auto mt-12 max-w-3xl">
        <NewsletterSignupCard />
      </div>
    </Container>
  )
}
