// Copy for the admin area (spec 2.15, 2.16 and section 8). Quoted spec strings are
// verbatim; the rest is ours.

export const adminLoginCopy = {
  login: {
    title: 'Admin Login',
    submit: 'Sign In',
    busy: 'Signing in...',
  },
  signup: {
    title: 'Create Admin Account',
    submit: 'Create Account',
    busy: 'Creating account...',
    success: 'Account created successfully! Please check your email for verification.',
  },
  reset: {
    title: 'Reset Password',
    submit: 'Send Reset Email',
    busy: 'Sending email...',
    success: 'Password reset email sent! Please check your inbox.',
  },
  forgotLink: 'Forgot your password?',
  signupLink: 'Create an admin account',
  backToLogin: 'Back to login',
  noAccess:
    "You're signed in, but your account doesn't have access to the admin area yet. An administrator must grant it.",
  passwordHint: 'At least 12 characters.',
} as const

export const MIN_PASSWORD_LENGTH = 12

// /admin/account/password: not in the spec, so plain wording in the login screens' style.
export const changePasswordCopy = {
  title: 'Change Password',
  link: 'Change Password',
  current: 'Current Password',
  currentRequired: 'Current password is required',
  next: 'New Password',
  confirm: 'Confirm New Password',
  mismatch: "The passwords don't match.",
  submit: 'Change Password',
  busy: 'Saving...',
  success: 'Your password has been changed. Any other devices signed in to your account have been signed out.',
} as const

export const adminDashboardCopy = {
  title: 'Admin',
  greeting: 'Welcome, ',
  signOut: 'Sign Out',
  loading: 'Loading...',
  recentActivity: 'Recent Activity',
  recentActivityText: 'Blog management system is ready. Start creating your first post!',
  quickActions: 'Quick Actions',
  stats: {
    total_posts: 'Total Posts',
    published: 'Published',
    drafts: 'Drafts',
    categories: 'Categories',
  },
} as const

export type AdminArea = 'blog' | 'users' | 'leads' | 'jobs'

export type AdminNavItem = {
  label: string
  href: string
  // The area a role must reach for the link to show (web/roles.py AREAS).
  area: AdminArea
  end?: boolean
}

export const adminNavItems: readonly AdminNavItem[] = [
  { label: 'Dashboard', href: '/admin', area: 'blog', end: true },
  { label: 'Blog Posts', href: '/admin/posts', area: 'blog' },
  { label: 'Categories', href: '/admin/categories', area: 'blog' },
  { label: 'Users', href: '/admin/users', area: 'users' },
  { label: 'Leads', href: '/admin/leads', area: 'leads' },
  { label: 'Jobs', href: '/admin/jobs', area: 'jobs' },
]

export const quickActions = [
  { label: 'Create New Post', href: '/admin/posts/new' },
  { label: 'Manage Posts', href: '/admin/posts' },
  { label: 'View Public Blog', href: '/blog' },
] as const

export const roleLabels: Record<string, string> = {
  admin: 'Admin (everything)',
  editor: 'Editor (blog only)',
  sales: 'Sales (leads only)',
}

export const postStatusLabels: Record<string, string> = {
  draft: 'Draft',
  published: 'Published',
  scheduled: 'Scheduled',
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MESSAGE =
  'Use only lowercase letters a-z, digits 0-9 and single hyphens between them (for example: my-first-post).'

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
