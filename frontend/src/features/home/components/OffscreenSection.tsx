import type { ReactNode } from 'react'

// Below the first screen: the browser skips laying out and painting the section until it
// nears the viewport, which keeps the first paint and hydration's layout work small on a
// long page. The placeholder height stands in until the real one is known (then remembered).
export function OffscreenSection({ children }: { children: ReactNode }) {
  return <div className="[contain-intrinsic-size:auto_900px] [content-visibility:auto]">{children}</div>
}
