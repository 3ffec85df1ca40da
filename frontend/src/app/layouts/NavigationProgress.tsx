import { useNavigation } from 'react-router'

// The router holds the old page until the next page's chunk has loaded; this
// bar shows that a click was registered.
export function NavigationProgress() {
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null

  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-accent-100"
    >
      <div className="h-full w-2/5 bg-accent-700 motion-safe:animate-progress" />
    </div>
  )
}
