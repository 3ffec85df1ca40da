import { Link } from 'react-router'
import { Container } from '@/components/ui/Container'
import type { LegalDocument, LegalInline } from '@/content/legal'
import { pageTitle } from '@/content/site'
import { usePageMeta } from '@/lib/use-page-meta'

const linkStyles = 'font-medium text-accent-700 underline hover:text-accent-800'

function Inline({ part }: { part: LegalInline }) {
  if (typeof part === 'string') return <>{part}</>
  if (part.href.startsWith('/')) {
    return (
      <Link to={part.href} className={linkStyles}>
        {part.label}
      </Link>
    )
  }
  return (
    <a href={part.href} className={linkStyles}>
      {part.label}
    </a>
  )
}

// One layout for the privacy policy, terms and cookie notice.
export function LegalDocumentView({ document: doc }: { document: LegalDocument }) {
  usePageMeta({ title: pageTitle(doc.title), description: doc.description, canonicalPath: doc.path })

  return (
    <Container className="py-16 sm:py-24">
      <article className="mx-auto max-w-3xl">
        <header>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{doc.title}</h1>
          <p className="mt-4 text-sm text-slate-600">
            Last updated <time dateTime={doc.updated.iso}>{doc.updated.label}</time>
            {doc.reviewed ? (
              <>
                {' '}
                (reviewed <time dateTime={doc.reviewed.iso}>{doc.reviewed.label}</time>)
              </>
            ) : null}
          </p>
          <p className="mt-6 text-lg leading-relaxed text-slate-700">{doc.intro}</p>
        </header>
        {doc.sections.map((section, sectionIndex) => (
          <section key={section.heading} aria-labelledby={`legal-${sectionIndex}`} className="mt-10">
            <h2 id={`legal-${sectionIndex}`} className="text-xl font-semibold text-slate-900">
              {section.heading}
            </h2>
            {section.blocks.map((block, blockIndex) =>
              'list' in block ? (
                <ul key={blockIndex} className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-700">
                  {block.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : (
                <p key={blockIndex} className="mt-3 leading-relaxed text-slate-700">
                  {block.paragraph.map((part, partIndex) => (
                    <Inline key={partIndex} part={part} />
                  ))}
                </p>
              ),
            )}
          </section>
        ))}
      </article>
    </Container>
  )
}
