// Shown in the content area while a page's code chunk loads on first visit, so
// the header and footer paint straight away.
export function PageFallback() {
  return (
    <div role="status" className="mx-auto flex min-h-[50vh] max-w-6xl items-center justify-center px-4">
      <span className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-accent-700 motion-reduce:animate-none" />
      <span className="sr-only">Loading…</span>
    </div>
  )
}
