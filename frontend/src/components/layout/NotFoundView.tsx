import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import { buttonStyles } from '@/components/ui/button-styles'
import { Container } from '@/components/ui/Container'
import { pageTitle } from '@/content/site'
import { usePageMeta } from '@/lib/use-page-meta'

// The 404 page (spec 2.14). Shared, so a page that finds its own address unknown (a service
// slug) shows exactly what the server answers for it: the prerendered 404 page, status 404.
export function NotFoundView() {
  const { pathname } = useLocation()
  usePageMeta({ title: pageTitle('Page not found') })

  // Logged so broken inbound links show up in the browser console and any log collector.
  useEffect(() => {
    console.warn('404: no route matches path', pathname)
  }, [pathname])

  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-accent-700">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Oops! Page not found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonStyles({ size: 'lg', className: 'mt-8' })}>
        Return to Home
      </Link>
    </Container>
  )
}
