import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { buttonStyles } from '@/components/ui/button-styles'

// Catches render errors and failed chunk loads (common just after a deploy,
// when an old tab asks for a file that no longer exists); a reload fixes those.
export function RouteErrorPage() {
  const error = useRouteError()
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null

  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-3 text-slate-600">
        The page could not be shown. Please reload, or go back to the home page.
        {detail ? <span className="mt-1 block text-sm text-slate-500">{detail}</span> : null}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonStyles()} onClick={() => window.location.reload()}>
          Reload page
        </button>
        <Link to="/" className={buttonStyles({ variant: 'outline' })}>
          Return to Home
        </Link>
      </div>
    </main>
  )
}
