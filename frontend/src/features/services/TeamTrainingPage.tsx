import { Link } from 'react-router'
import { CheckList } from '@/components/content/CheckList'
import { CtaBand, onDarkButton } from '@/components/content/CtaBand'
import { PageHero } from '@/components/content/PageHero'
import { Section } from '@/components/content/Section'
import { buttonStyles } from '@/components/ui/button-styles'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { pageTitle } from '@/content/site'
import { teamTrainingFormats, teamTrainingHero, teamTrainingModules } from '@/content/training'
import { usePageMeta } from '@/lib/use-page-meta'

export function TeamTrainingPage() {
  usePageMeta({
    title: pageTitle('CPD-Certified AI Team Training'),
    description:
      'CPD-certified AI training for teams, in groups or 1:1, with role-based playbooks and 30–90 day onboarding programmes so new habits stick.',
    canonicalPath: '/services/training',
  })
  const { cta, pricesLink } = teamTrainingHero

  return (
    <>
      <PageHero eyebrow={teamTrainingHero.eyebrow} title={teamTrainingHero.title} lead={teamTrainingHero.lead}>
        <Link to={cta.href} className={buttonStyles({ size: 'lg' })}>
          {cta.label}
        </Link>
        <Link to={pricesLink.href} className={buttonStyles({ size: 'lg', variant: 'outline' })}>
          {pricesLink.label}
        </Link>
      </PageHero>

      <Section id="formats" title="Training That Fits Your Team">
        <CheckList items={teamTrainingFormats} columns={2} />
      </Section>

      <Section
        id="modules"
        title="Training Modules"
        lead="Pick the modules your team needs. Each one uses your own tasks and documents, not generic examples."
        tone="muted"
      >
        <ol className="grid gap-6 md:grid-cols-2">
          {teamTrainingModules.map((module, index) => (
            <li key={module.title} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="text-sm font-semibold text-accent-700">Module {index + 1}</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{module.title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-slate-600">{module.summary}</p>
              {module.link ? (
                <ExternalLink
                  href={module.link.href}
                  className="mt-4 self-start rounded-sm font-semibold text-accent-700 underline underline-offset-2 hover:text-accent-900"
                >
                  {module.link.label}
                </ExternalLink>
              ) : null}
            </li>
          ))}
        </ol>
      </Section>

      <CtaBand
        id="plan-your-training"
        title="Give Your Team the Confidence to Use AI Well"
        lead="Tell us about your team and we will suggest the right mix of sessions, playbooks and onboarding."
      >
        <Link to={cta.href} className={onDarkButton}>
          {cta.label}
        </Link>
      </CtaBand>
    </>
  )
}
