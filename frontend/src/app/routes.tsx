import { Navigate, type RouteObject } from 'react-router'
import type { PlanKey } from '@/content/plans'
import { HomePage } from '@/features/home/HomePage'
import { PageFallback } from './layouts/PageFallback'
import { RootLayout } from './layouts/RootLayout'
import { SiteLayout } from './layouts/SiteLayout'
import { apiPart, page, prerenderedPage, serverRenderedPage } from './lazy-page'
import { RouteErrorPage } from './RouteErrorPage'

// The public route table (spec 2.1) in one place. Every page is its own chunk via `lazy`,
// so the first load carries only the shell and the visited page. The admin screens'
// routes (admin-routes.tsx) join under the root route when an /admin address is
// visited (see router.ts), so not even their table is in the public bundle.

export const ROOT_ROUTE_ID = 'root'

function planRoute(planKey: PlanKey): RouteObject {
  return {
    path: `plans/${planKey}`,
    lazy: async () => {
      const { PlanPage } = await import('@/features/plans/PlanPage')
      return { Component: () => <PlanPage planKey={planKey} /> }
    },
  }
}

const siteRoutes: RouteObject[] = [
  {
    // In the entry: the page itself is a small shell whose sections load as their own chunk
    // (see HomePage), so fetching it separately would cost the landing page a request.
    index: true,
    Component: HomePage,
  },
  {
    path: 'services',
    Component: prerenderedPage('services', () => import('@/features/services/ServicesPage'), 'ServicesPage'),
  },
  {
    path: 'services/custom-projects',
    lazy: page(() => import('@/features/services/CustomProjectsPage'), 'CustomProjectsPage'),
  },
  {
    path: 'services/ai-audit',
    lazy: page(() => import('@/features/services/AiAuditPage'), 'AiAuditPage'),
  },
  {
    path: 'services/training',
    lazy: page(() => import('@/features/services/TeamTrainingPage'), 'TeamTrainingPage'),
  },
  {
    path: 'services/starter-kit',
    lazy: page(() => import('@/features/services/StarterKitPage'), 'StarterKitPage'),
  },
  {
    // Static paths above outrank this dynamic segment, whatever the order.
    path: 'services/:slug',
    lazy: page(() => import('./pages/ServiceDetailRoute'), 'ServiceDetailRoute', { api: true }),
  },
  {
    path: 'explore-training',
    lazy: page(() => import('@/features/training/ExploreTrainingPage'), 'ExploreTrainingPage'),
  },
  {
    path: 'how-it-works',
    lazy: page(() => import('@/features/how-we-work/HowItWorksPage'), 'HowItWorksPage'),
  },
  {
    path: 'aim-framework',
    lazy: page(() => import('@/features/how-we-work/AimFrameworkPage'), 'AimFrameworkPage'),
  },
  {
    path: 'contact',
    lazy: page(() => import('@/features/contact/ContactPage'), 'ContactPage', { api: true }),
  },
  {
    path: 'about',
    lazy: page(() => import('@/features/about/AboutPage'), 'AboutPage'),
  },
  {
    // Server-rendered (web/pages/blog.py); the list's controls hand over to the app on use.
    path: 'blog',
    Component: serverRenderedPage('blog-list', apiPart(() => import('./pages/BlogListRoute'), 'BlogListRoute'), {
      interactive: true,
    }),
  },
  {
    path: 'blog/:slug',
    Component: serverRenderedPage(
      'blog-article',
      apiPart(() => import('@/features/blog/BlogArticlePage'), 'BlogArticlePage'),
    ),
  },
  {
    path: 'ai-tool-finder',
    lazy: page(() => import('@/features/finder/ToolFinderPage'), 'ToolFinderPage', { api: true }),
  },
  {
    path: 'find-your-fit',
    lazy: page(() => import('@/features/quiz/FindYourFitPage'), 'FindYourFitPage'),
  },
  planRoute('clarity'),
  planRoute('growth'),
  planRoute('freedom'),
  {
    path: 'compare-plans',
    Component: prerenderedPage('compare-plans', () => import('@/features/plans/ComparePlansPage'), 'ComparePlansPage'),
  },
  {
    path: 'business-inquiry',
    lazy: page(() => import('@/features/inquiry/BusinessInquiryPage'), 'BusinessInquiryPage'),
  },
  {
    path: 'newsletter',
    lazy: page(() => import('@/features/newsletter/NewsletterPage'), 'NewsletterPage', { api: true }),
  },
  {
    path: 'newsletter/confirm',
    lazy: page(() => import('@/features/newsletter/NewsletterConfirmPage'), 'NewsletterConfirmPage', { api: true }),
  },
  {
    path: 'unsubscribe',
    lazy: page(() => import('@/features/unsubscribe/UnsubscribePage'), 'UnsubscribePage', { api: true }),
  },
  {
    // Old link kept alive; `replace` so Back doesn't bounce into the redirect again.
    path: 'form-test',
    element: <Navigate to="/ai-tool-finder" replace />,
  },
  {
    path: 'privacy-policy',
    lazy: page(() => import('@/features/legal/PrivacyPolicyPage'), 'PrivacyPolicyPage'),
  },
  {
    path: 'terms-of-service',
    lazy: page(() => import('@/features/legal/TermsOfServicePage'), 'TermsOfServicePage'),
  },
  {
    path: 'cookie-notice',
    lazy: page(() => import('@/features/legal/CookieNoticePage'), 'CookieNoticePage'),
  },
  {
    path: '*',
    lazy: page(() => import('@/features/not-found/NotFoundPage'), 'NotFoundPage'),
  },
]

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    Component: RootLayout,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageFallback,
    children: [
      {
        Component: SiteLayout,
        children: [
          {
            // Pathless so the header and footer render while the first page's chunk
            // loads; without it the router would show this fallback in their place.
            HydrateFallback: PageFallback,
            children: siteRoutes,
          },
        ],
      },
      {
        path: 'smart-automation-guide',
        lazy: page(() => import('@/features/guide/SmartAutomationGuidePage'), 'SmartAutomationGuidePage', { api: true }),
      },
    ],
  },
]
