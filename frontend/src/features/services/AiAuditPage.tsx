import { Link } from 'react-router'
import { CheckList } from '@/components/content/CheckList'
import { CtaBand, onDarkButton } from '@/components/content/CtaBand'
import { CheckIcon } from '@/components/content/icons'
import { PageHero } from '@/components/content/PageHero'
import { Section } from '@/components/content/Section'
import { buttonStyles } from '@/components/ui/button-styles'
import { aiAuditHero, auditAudience, auditContents, auditFacts, auditWhyItMatters } from '@/content/ai-audit'
import { pageTitle } from '@/content/site'
import { usePageMeta } from '@/lib/use-page-meta'

export function AiAuditPage() {
  usePageMeta({
    title: pageTitle('Free AI Tool Finder Audit'),
    description:
      'A free two-minute AI tool audit: tell us your goals, challenges and current tools and get three tailored AI tool recommendations by email.',
    canonicalPath: '/services/ai-audit',
  })
  const cta = aiAuditHero.cta

  return (
    <>
      <PageHero eyebrow={aiAuditHero.eyebrow} title={aiAuditHero.title} lead={aiAuditHero.lead}>
        <Link to={cta.href} className={buttonStyles({ size: 'lg' })}>
          {cta.label}
        </Link>
      </PageHero>

      <div className="border-y border-slate-200 bg-white">
        <ul className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-8 gap-y-3 px-4 py-5 text-sm font-medium text-slate-700">
          {auditFacts.map((fact) => (
            <li key={fact} className="flex items-center gap-2">
              <CheckIcon className="size-4 text-accent-700" />
              {fact}
            </li>
          ))}
        </ul>
      </div>

      <Section id="audit-contents" title="What the Audit Covers">
        <ol className="grid gap-6 sm:grid-cols-2">
          {auditContents.map((item, index) => (
            <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="text-sm font-semibold text-accent-700">{index + 1}</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{item.body}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="who-its-for" title="Who It's For" tone="muted">
        <CheckList items={auditAudience} columns={2} />
      </Section>

      <Section id="why-it-matters" title="Why It Matters">
        <ul className="grid gap-6 md:grid-cols-3">
          {auditWhyItMatters.map((item) => (
            <li key={item.title}>
              <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{item.body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        id="take-the-quiz"
        title="Find Out Which AI Tools Fit Your Business"
        lead="Two minutes of questions, three honest recommendations, straight to your inbox."
      >
        <Link to={cta.href} className={onDarkButton}>
          {cta.label}
        </Link>
      </CtaBand>
    </>
  )
}
