import type { RouteObject } from 'react-router'
import { page } from './lazy-page'

// The admin screens, children of the root route. Loaded only when an /admin address is
// visited (router.ts patches them in), so the public bundle carries none of this table.
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin/login',
    lazy: page(() => import('@/features/admin/AdminLoginPage'), 'AdminLoginPage', { api: true }),
  },
  {
    path: 'admin/reset-password',
    lazy: page(() => import('@/features/admin/auth/ResetPasswordPage'), 'ResetPasswordPage', { api: true }),
  },
  {
    path: 'admin/verify-email',
    lazy: page(() => import('@/features/admin/auth/VerifyEmailPage'), 'VerifyEmailPage', { api: true }),
  },
  {
    // The guard, header and sidebar for every screen below (admin code is never in
    // the public bundle: each admin chunk loads only under /admin).
    path: 'admin',
    lazy: page(() => import('@/features/admin/components/AdminLayout'), 'AdminLayout', { api: true }),
    children: [
      {
        index: true,
        lazy: page(() => import('@/features/admin/AdminDashboardPage'), 'AdminDashboardPage'),
      },
      {
        // Its own chunk with the chart library (uPlot): only this screen downloads it.
        path: 'overview',
        lazy: page(() => import('@/features/admin/overview/OverviewPage'), 'OverviewPage'),
      },
      {
        path: 'posts',
        lazy: page(() => import('@/features/admin/posts/AdminPostsPage'), 'AdminPostsPage'),
      },
      {
        path: 'posts/new',
        lazy: page(() => import('@/features/admin/posts/AdminPostEditorPage'), 'AdminPostEditorPage'),
      },
      {
        path: 'posts/:postId',
        lazy: page(() => import('@/features/admin/posts/AdminPostEditorPage'), 'AdminPostEditorPage'),
      },
      {
        path: 'newsletter',
        lazy: page(() => import('@/features/admin/newsletter/NewsletterIssuesPage'), 'NewsletterIssuesPage'),
      },
      {
        path: 'newsletter/new',
        lazy: page(
          () => import('@/features/admin/newsletter/NewsletterIssueEditorPage'),
          'NewsletterIssueEditorPage',
        ),
      },
      {
        path: 'newsletter/:issueId',
        lazy: page(
          () => import('@/features/admin/newsletter/NewsletterIssueEditorPage'),
          'NewsletterIssueEditorPage',
        ),
      },
      {
        path: 'categories',
        lazy: page(() => import('@/features/admin/categories/AdminCategoriesPage'), 'AdminCategoriesPage'),
      },
      {
        path: 'users',
        lazy: page(() => import('@/features/admin/users/AdminUsersPage'), 'AdminUsersPage'),
      },
      {
        path: 'leads',
        lazy: page(() => import('@/features/admin/leads/LeadsPage'), 'LeadsPage'),
      },
      {
        path: 'leads/:leadId',
        lazy: page(() => import('@/features/admin/leads/LeadDetailPage'), 'LeadDetailPage'),
      },
      {
        path: 'people/:leadId',
        lazy: page(() => import('@/features/admin/leads/PersonPage'), 'PersonPage'),
      },
      {
        path: 'jobs',
        lazy: page(() => import('@/features/admin/jobs/JobsPage'), 'JobsPage'),
      },
      {
        path: 'retention',
        lazy: page(() => import('@/features/admin/retention/RetentionPage'), 'RetentionPage'),
      },
      {
        // Issue 34: admins everyone's, sales their own.
        path: 'availability',
        lazy: page(() => import('@/features/admin/availability/AvailabilityPage'), 'AvailabilityPage'),
      },
      {
        path: 'integrations',
        lazy: page(() => import('@/features/admin/integrations/IntegrationsPage'), 'IntegrationsPage'),
      },
      {
        path: 'account/password',
        lazy: page(() => import('@/features/admin/account/ChangePasswordPage'), 'ChangePasswordPage'),
      },
    ],
  },
]
