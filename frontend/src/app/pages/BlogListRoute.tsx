import { BlogListPage } from '@/features/blog/BlogListPage'
import { NewsletterSignupCard } from '@/features/newsletter/components/NewsletterSignupCard'

// The blog list with the newsletter sign-up in its sidebar. Features don't import each
// other, so a page that shows another feature's part is put together here.
export function BlogListRoute() {
  return <BlogListPage signupCard={<NewsletterSignupCard />} />
}
