import { Navigate, NavLink, Outlet, useNavigate } from 'react-router'
import { Button } from '@/components/ui/Button'
import { buttonStyles } from '@/components/ui/button-styles'
import { adminDashboardCopy, adminNavItems, changePasswordCopy } from '@/content/admin'
import { pageTitle } from '@/content/site'
import { cn } from '@/lib/cn'
import { usePageMeta } from '@/lib/use-page-meta'
import { useSession } from '../api/get-session'
import { useSignOut } from '../api/sign-out'
import { LoadingScreen } from './LoadingScreen'

// The guard and frame for every /admin screen (spec 2.16, section 5): once the session
// has loaded, anyone without a role is sent to /admin/login.
export function AdminLayout() {
  usePageMeta({ title: pageTitle('Admin') })
  const session = useSession()
  const signOut = useSignOut()
  const navigate = useNavigate()

  if (session.isPending) return <LoadingScreen />
  const user = session.data?.user
  if (!user || user.areas.length === 0) return <Navigate to="/admin/login" replace />

  const onSignOut = () => {
    signOut.mutate(undefined, { onSettled: () => navigate('/admin/login', { replace: true }) })
  }
  const navItems = adminNavItems.filter((item) => user.areas.includes(item.area))

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="flex flex-wrap items-center justify-between gap-4 px-6 py-4">
          <h1 className="text-xl font-bold text-slate-900">{adminDashboardCopy.title}</h1>
          <div className="flex flex-wrap items-center gap-4">
            <span className="text-sm text-slate-700">
              {adminDashboardCopy.greeting}
              {user.first_name || user.email}
            </span>
            <NavLink to="/admin/account/password" className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
              {changePasswordCopy.link}
            </NavLink>
            <Button variant="outline" size="sm" onClick={onSignOut} disabled={signOut.isPending}>
              {adminDashboardCopy.signOut}
            </Button>
          </div>
        </div>
      </header>
      <div className="flex flex-col md:flex-row">
        <nav aria-label="Admin" className="border-b border-slate-200 bg-white md:min-h-[calc(100vh-65px)] md:w-56 md:border-r md:border-b-0">
          <ul className="flex gap-1 overflow-x-auto p-3 md:flex-col">
            {navItems.map((item) => (
              <li key={item.href}>
                <NavLink
                  to={item.href}
                  end={item.end}
                  className={({ isActive }) =>
                    cn(
                      'block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium',
                      isActive ? 'bg-accent-50 text-accent-800' : 'text-slate-700 hover:bg-slate-100',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="min-w-0 flex-1 p-6">
          <Outlet />
        </main>
      </div>
    </div>
  )
}
