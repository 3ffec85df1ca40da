import { Navigate, type RouteObject } from 'react-router'
import type { PlanKey } from '@/content/plans'
import { HomePage } from '@/features/home/HomePage'
import { PageFallback } from './layouts/PageFallback'
import { RootLayout } from './layouts/RootLayout'
import { SiteLayout } from './layouts/SiteLayout'
import { apiPart, page, prerenderedPage, serverRenderedPage } from './lazy-page'
import type { routeModules } from './route-modules'
import { RouteErrorPage } from './RouteErrorPage'

// The public route table (spec 2.1) in one place. Every page is its own chunk via `lazy`,
// so the first load carries only the shell and the visited page. The admin screens'
// routes (admin-routes.tsx) join under the root route when an /admin address is
// visited (see router.ts), so not even their table is in the public bundle.

export const ROOT_ROUTE_ID = 'root'

type RouteModules = typeof routeModules
const loadRouteModules = () => import('./route-modules')

// A page's module, reached through route-modules.ts: the first chunk holds the table, not
// the chunk lists of every page's imports.
function routeModule<K extends keyof RouteModules>(key: K): RouteModules[K] {
  return (async () => (await loadRouteModules()).routeModules[key]()) as RouteModules[K]
}

// Home needs no other page's code, so the list is fetched on the visitor's first move of
// the pointer, touch or key (a link followed is then likely next) rather than with Home.
export function fetchRouteModulesOnFirstInput(): void {
  const fetchOnce = () => {
    for (const type of INPUTS) removeEventListener(type, fetchOnce, true)
    void loadRouteModules().catch(() => {}) // a head start only: following a link retries
  }
  for (const type of INPUTS) addEventListener(type, fetchOnce, { capture: true, passive: true })
}
const INPUTS = ['pointermove', 'pointerdown', 'keydown'] as const

function planRoute(planKey: PlanKey): RouteObject {
  return {
    path: `plans/${planKey}`,
    lazy: async () => {
      const { PlanPage } = await routeModule('plan')()
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
    Component: prerenderedPage('services', routeModule('services'), 'ServicesPage'),
  },
  {
    path: 'services/custom-projects',
    lazy: page(routeModule('customProjects'), 'CustomProjectsPage'),
  },
  {
    path: 'services/ai-audit',
    lazy: page(routeModule('aiAudit'), 'AiAuditPage'),
  },
  {
    path: 'services/training',
    lazy: page(routeModule('teamTraining'), 'TeamTrainingPage'),
  },
  {
    path: 'services/starter-kit',
    lazy: page(routeModule('starterKit'), 'StarterKitPage'),
  },
  {
    // Static paths above outrank this dynamic segment, whatever the order.
    path: 'services/:slug',
    lazy: page(routeModule('serviceDetail'), 'ServiceDetailRoute', { api: true }),
  },
  {
    path: 'explore-training',
    lazy: page(routeModule('exploreTraining'), 'ExploreTrainingPage'),
  },
  {
    path: 'how-it-works',
    lazy: page(routeModule('howItWorks'), 'HowItWorksPage'),
  },
  {
    path: 'aim-framework',
    lazy: page(routeModule('aimFramework'), 'AimFrameworkPage'),
  },
  {
    path: 'contact',
    lazy: page(routeModule('contact'), 'ContactPage', { api: true }),
  },
  {
    // Issue 34: the booking page's code loads only on these routes.
    path: 'book',
    lazy: page(routeModule('book'), 'BookPage', { api: true }),
  },
  {
    // Without JavaScript: server HTML (web/pages/booking.py), kept as served; a visit from
    // inside the app shows the booking page itself.
    path: 'book/times',
    Component: serverRenderedPage('booking-times', apiPart(routeModule('book'), 'BookPage')),
  },
  {
    path: 'book/manage/:token',
    lazy: page(routeModule('manageBooking'), 'ManageBookingPage', { api: true }),
  },
  {
    path: 'about',
    lazy: page(routeModule('about'), 'AboutPage'),
  },
  {
    // Server-rendered (web/pages/blog.py); the list's controls hand over to the app on use.
    path: 'blog',
    Component: serverRenderedPage('blog-list', apiPart(routeModule('blogList'), 'BlogListRoute'), {
      interactive: true,
    }),
  },
  {
    path: 'blog/:slug',
    Component: serverRenderedPage(
      'blog-article',
      apiPart(routeModule('blogArticle'), 'BlogArticlePage'),
    ),
  },
  {
    path: 'ai-tool-finder',
    lazy: page(routeModule('toolFinder'), 'ToolFinderPage', { api: true }),
  },
  {
    path: 'find-your-fit',
    lazy: page(routeModule('findYourFit'), 'FindYourFitPage'),
  },
  planRoute('clarity'),
  planRoute('growth'),
  planRoute('freedom'),
  {
    path: 'compare-plans',
    Component: prerenderedPage('compare-plans', routeModule('comparePlans'), 'ComparePlansPage'),
  },
  {
    path: 'business-inquiry',
    lazy: page(routeModule('businessInquiry'), 'BusinessInquiryPage'),
  },
  {
    path: 'newsletter',
    lazy: page(routeModule('newsletter'), 'NewsletterPage', { api: true }),
  },
  {
    // Server-rendered (web/pages/newsletter.py); the sign-up card hands over to the app on use.
    path: 'newsletter/issues/:slug',
    Component: serverRenderedPage(
      'newsletter-issue',
      apiPart(routeModule('newsletterIssue'), 'NewsletterIssuePage'),
      { interactive: true },
    ),
  },
  {
    path: 'newsletter/confirm',
    lazy: page(routeModule('newsletterConfirm'), 'NewsletterConfirmPage', { api: true }),
  },
  {
    path: 'unsubscribe',
    lazy: page(routeModule('unsubscribe'), 'UnsubscribePage', { api: true }),
  },
  {
    // Old link kept alive; `replace` so Back doesn't bounce into the redirect again.
    path: 'form-test',
    element: <Navigate to="/ai-tool-finder" replace />,
  },
  {
    path: 'privacy-policy',
    lazy: page(routeModule('privacyPolicy'), 'PrivacyPolicyPage'),
  },
  {
    path: 'terms-of-service',
    lazy: page(routeModule('termsOfService'), 'TermsOfServicePage'),
  },
  {
    path: 'cookie-notice',
    lazy: page(routeModule('cookieNotice'), 'CookieNoticePage'),
  },
  {
    path: '*',
    lazy: page(routeModule('notFound'), 'NotFoundPage'),
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
        lazy: page(routeModule('smartAutomationGuide'), 'SmartAutomationGuidePage', { api: true }),
      },
    ],
  },
]
