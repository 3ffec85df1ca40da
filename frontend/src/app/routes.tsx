import { Navigate, type RouteObject } from 'react-router'
import type { PlanKey } from '@/content/plans'
import { PageFallback } from './layouts/PageFallback'
import { RootLayout } from './layouts/RootLayout'
import { SiteLayout } from './layouts/SiteLayout'
import { RouteErrorPage } from './RouteErrorPage'

// The whole route table (spec 2.1) in one place. Every page is its own chunk
// via `lazy`, so the first load carries only the shell and the visited page.

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
    index: true,
    lazy: async () => ({ Component: (await import('@/features/home/HomePage')).HomePage }),
  },
  {
    path: 'services',
    lazy: async () => ({ Component: (await import('@/features/services/ServicesPage')).ServicesPage }),
  },
  {
    path: 'services/custom-projects',
    lazy: async () => ({
      Component: (await import('@/features/services/CustomProjectsPage')).CustomProjectsPage,
    }),
  },
  {
    path: 'services/ai-audit',
    lazy: async () => ({ Component: (await import('@/features/services/AiAuditPage')).AiAuditPage }),
  },
  {
    path: 'services/training',
    lazy: async () => ({ Component: (await import('@/features/services/TeamTrainingPage')).TeamTrainingPage }),
  },
  {
    path: 'services/starter-kit',
    lazy: async () => ({ Component: (await import('@/features/services/StarterKitPage')).StarterKitPage }),
  },
  {
    // Static paths above outrank this dynamic segment, whatever the order.
    path: 'services/:slug',
    lazy: async () => ({
      Component: (await import('@/features/services/ServiceDetailPage')).ServiceDetailPage,
    }),
  },
  {
    path: 'explore-training',
    lazy: async () => ({
      Component: (await import('@/features/training/ExploreTrainingPage')).ExploreTrainingPage,
    }),
  },
  {
    path: 'how-it-works',
    lazy: async () => ({ Component: (await import('@/features/how-we-work/HowItWorksPage')).HowItWorksPage }),
  },
  {
    path: 'aim-framework',
    lazy: async () => ({
      Component: (await import('@/features/how-we-work/AimFrameworkPage')).AimFrameworkPage,
    }),
  },
  {
    path: 'contact',
    lazy: async () => ({ Component: (await import('@/features/contact/ContactPage')).ContactPage }),
  },
  {
    path: 'about',
    lazy: async () => ({ Component: (await import('@/features/about/AboutPage')).AboutPage }),
  },
  {
    path: 'blog',
    lazy: async () => ({ Component: (await import('@/features/blog/BlogListPage')).BlogListPage }),
  },
  {
    path: 'blog/:slug',
    lazy: async () => ({ Component: (await import('@/features/blog/BlogArticlePage')).BlogArticlePage }),
  },
  {
    path: 'ai-tool-finder',
    lazy: async () => ({ Component: (await import('@/features/finder/ToolFinderPage')).ToolFinderPage }),
  },
  {
    path: 'find-your-fit',
    lazy: async () => ({ Component: (await import('@/features/quiz/FindYourFitPage')).FindYourFitPage }),
  },
  planRoute('clarity'),
  planRoute('growth'),
  planRoute('freedom'),
  {
    path: 'compare-plans',
    lazy: async () => ({ Component: (await import('@/features/plans/ComparePlansPage')).ComparePlansPage }),
  },
  {
    path: 'business-inquiry',
    lazy: async () => ({
      Component: (await import('@/features/inquiry/BusinessInquiryPage')).BusinessInquiryPage,
    }),
  },
  {
    path: 'newsletter',
    lazy: async () => ({ Component: (await import('@/features/newsletter/NewsletterPage')).NewsletterPage }),
  },
  {
    path: 'newsletter/confirm',
    lazy: async () => ({
      Component: (await import('@/features/newsletter/NewsletterConfirmPage')).NewsletterConfirmPage,
    }),
  },
  {
    path: 'unsubscribe',
    lazy: async () => ({ Component: (await import('@/features/unsubscribe/UnsubscribePage')).UnsubscribePage }),
  },
  {
    // Old link kept alive; `replace` so Back doesn't bounce into the redirect again.
    path: 'form-test',
    element: <Navigate to="/ai-tool-finder" replace />,
  },
  {
    path: 'privacy-policy',
    lazy: async () => ({ Component: (await import('@/features/legal/PrivacyPolicyPage')).PrivacyPolicyPage }),
  },
  {
    path: 'terms-of-service',
    lazy: async () => ({
      Component: (await import('@/features/legal/TermsOfServicePage')).TermsOfServicePage,
    }),
  },
  {
    path: 'cookie-notice',
    lazy: async () => ({ Component: (await import('@/features/legal/CookieNoticePage')).CookieNoticePage }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('@/features/not-found/NotFoundPage')).NotFoundPage }),
  },
]

export const routes: RouteObject[] = [
  {
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
        lazy: async () => ({
          Component: (await import('@/features/guide/SmartAutomationGuidePage')).SmartAutomationGuidePage,
        }),
      },
      {
        path: 'admin/login',
        lazy: async () => ({ Component: (await import('@/features/admin/AdminLoginPage')).AdminLoginPage }),
      },
      {
        path: 'admin/reset-password',
        lazy: async () => ({
          Component: (await import('@/features/admin/auth/ResetPasswordPage')).ResetPasswordPage,
        }),
      },
      {
        path: 'admin/verify-email',
        lazy: async () => ({ Component: (await import('@/features/admin/auth/VerifyEmailPage')).VerifyEmailPage }),
      },
      {
        // The guard, header and sidebar for every screen below (admin code is never in
        // the public bundle: each admin chunk loads only under /admin).
        path: 'admin',
        lazy: async () => ({ Component: (await import('@/features/admin/components/AdminLayout')).AdminLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('@/features/admin/AdminDashboardPage')).AdminDashboardPage,
            }),
          },
          {
            path: 'posts',
            lazy: async () => ({ Component: (await import('@/features/admin/posts/AdminPostsPage')).AdminPostsPage }),
          },
          {
            path: 'posts/new',
            lazy: async () => ({
              Component: (await import('@/features/admin/posts/AdminPostEditorPage')).AdminPostEditorPage,
            }),
          },
          {
            path: 'posts/:postId',
            lazy: async () => ({
              Component: (await import('@/features/admin/posts/AdminPostEditorPage')).AdminPostEditorPage,
            }),
          },
          {
            path: 'categories',
            lazy: async () => ({
              Component: (await import('@/features/admin/categories/AdminCategoriesPage')).AdminCategoriesPage,
            }),
          },
          {
            path: 'users',
            lazy: async () => ({ Component: (await import('@/features/admin/users/AdminUsersPage')).AdminUsersPage }),
          },
          {
            path: 'leads',
            lazy: async () => ({ Component: (await import('@/features/admin/leads/LeadsPage')).LeadsPage }),
          },
          {
            path: 'leads/:leadId',
            lazy: async () => ({ Component: (await import('@/features/admin/leads/LeadDetailPage')).LeadDetailPage }),
          },
          {
            path: 'jobs',
            lazy: async () => ({ Component: (await import('@/features/admin/jobs/JobsPage')).JobsPage }),
          },
        ],
      },
    ],
  },
]
