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

// /admin/verify-email: the link from the sign-up email, with the account's password.
export const verifyEmailCopy = {
  title: 'Confirm Email',
  intro: 'Enter the password you chose when you created the account to confirm this email address.',
  password: 'Password',
  passwordRequired: 'Password is required',
  submit: 'Confirm Email',
  busy: 'Confirming...',
  missingToken: 'This link is missing its token.',
} as const

// The sessions section of /admin/account/password.
export const sessionsCopy = {
  title: 'Where You’re Signed In',
  intro: (idle: string, maxAge: string) =>
    `A session ends after ${idle} without use, and ${maxAge} after signing in, whichever comes first.`,
  loading: 'Loading...',
  thisDevice: 'This device',
  unknownDevice: 'Unknown browser',
  signedIn: 'Signed in',
  lastActive: 'Last active',
  end: 'Sign out',
  endQuestion: 'Sign this session out?',
  endAll: 'Sign out everywhere',
  endAllQuestion: 'Sign out every session, this one included?',
  ended: 'That session has been signed out.',
} as const

// /admin/users extras: roles need a confirmed address; admins can end someone's sessions.
export const usersCopy = {
  unconfirmed: 'Can be given a role once they confirm their email address.',
  signOut: 'Sign out everywhere',
  signOutQuestion: 'End every session of this account?',
  signedOut: (email: string, ended: number) =>
    `${email}: ${ended} ${ended === 1 ? 'session' : 'sessions'} signed out.`,
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

export type AdminArea = 'blog' | 'newsletter' | 'users' | 'leads' | 'jobs' | 'webhooks' | 'booking'

export type AdminNavItem = {
  label: string
  href: string
  // The area a role must reach for the link to show (web/roles.py AREAS).
  area: AdminArea
  end?: boolean
}

export const adminNavItems: readonly AdminNavItem[] = [
  { label: 'Dashboard', href: '/admin', area: 'blog', end: true },
  // The owner's overview (issue 27): admins and sales, the roles that read leads; never editors.
  { label: 'Overview', href: '/admin/overview', area: 'leads' },
  { label: 'Blog Posts', href: '/admin/posts', area: 'blog' },
  { label: 'Categories', href: '/admin/categories', area: 'blog' },
  // Issue 36: the newsletter, written and sent by whoever writes the blog.
  { label: 'Newsletter', href: '/admin/newsletter', area: 'newsletter' },
  { label: 'Users', href: '/admin/users', area: 'users' },
  { label: 'Leads', href: '/admin/leads', area: 'leads' },
  // Issue 34: when each salesperson takes discovery calls (admins everyone's, sales their own).
  { label: 'Availability', href: '/admin/availability', area: 'booking' },
  { label: 'Jobs', href: '/admin/jobs', area: 'jobs' },
  { label: 'Integrations', href: '/admin/integrations', area: 'webhooks' },
  // Issue 28: admins only, like the data requests it sits beside.
  { label: 'Data Retention', href: '/admin/retention', area: 'users' },
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

// The sales digest switch on the account page (pipeline/leads/digest.py sends it).
export const digestCopy = {
  title: 'Daily digest',
  intro: 'Each morning with something to say: the new leads of the last day and your overdue follow-ups, by email.',
  label: 'Email me the daily digest',
  on: 'You will get the daily digest.',
  off: 'Daily digest turned off.',
} as const
