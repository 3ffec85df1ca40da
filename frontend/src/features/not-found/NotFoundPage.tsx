import { NotFoundView } from '@/components/layout/NotFoundView'

// The route for any path the table doesn't know.
export function NotFoundPage() {
  return <NotFoundView />
}
