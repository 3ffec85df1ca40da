import { blogCopy } from '@/content/blog'

type ShareLinksProps = {
  title: string
  url: string
}

const linkStyles =
  'inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:border-slate-400 hover:bg-slate-50'

// Professional-network share and e-mail (spec 2.8): plain links, no third-party script.
export function ShareLinks({ title, url }: ShareLinksProps) {
  const linkedIn = `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`
  const email = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n\n${url}`)}`

  return (
    <section aria-labelledby="share-heading" className="mt-10 border-t border-slate-200 pt-6">
      <h2 id="share-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {blogCopy.shareHeading}
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        <a href={linkedIn} target="_blank" rel="noopener noreferrer" className={linkStyles}>
          {blogCopy.shareLinkedIn}
        </a>
        <a href={email} className={linkStyles}>
          {blogCopy.shareEmail}
        </a>
      </div>
    </section>
  )
}
