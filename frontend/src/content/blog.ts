import { site } from './site'

// Blog copy (spec 2.8). The spec's quoted strings are used verbatim; brand wording
// is replaced by the neutral site name.
export const blogCopy = {
  title: 'Blog',
  lead: 'Practical, hype-free thinking on using AI in your business.',
  description: 'Practical articles on using AI in small and growing businesses.',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search articles...',
  searchButton: 'Search',
  categoryLabel: 'Category',
  allCategories: 'All Categories',
  loading: 'Loading posts...',
  loadingArticle: 'Loading article...',
  loadingPopular: 'Loading popular posts...',
  empty: 'No posts found matching your criteria.',
  loadMore: 'Load More Posts',
  loadingMore: 'Loading more posts...',
  excerptFallback: 'Read more to discover insights...',
  draftDate: 'Draft',
  readMore: 'Read more',
  popularHeading: 'Popular Posts',
  notFoundTitle: 'Article Not Found',
  notFoundMessage: "The article you're looking for doesn't exist or has been removed.",
  backToBlog: '← Back to Blog',
  shareHeading: 'Share this article',
  shareLinkedIn: 'Share on LinkedIn',
  shareEmail: 'Share by email',
  titleSuffix: `${site.brandName} Blog`,
} as const

export const blogAuthor = {
  name: `${site.brandName} team`,
  bio: `Founder of ${site.brandName}, helping SMEs leverage AI.`,
  cardHeading: 'About the authors',
  cardText:
    'We help UK small and growing businesses put AI to work on real problems, with plain advice and no hype.',
} as const

// 'Load More Posts' appears once a list is longer than one page.
export const BLOG_PAGE_SIZE = 6
export const POPULAR_POSTS_LIMIT = 3
