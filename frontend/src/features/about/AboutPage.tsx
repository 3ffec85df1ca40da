import { Link } from 'react-router'
import { CheckList } from '@/components/content/CheckList'
import { CtaBand, onDarkButton } from '@/components/content/CtaBand'
import { ChartIcon, ShieldIcon, SparkIcon } from '@/components/content/icons'
import { PageHero } from '@/components/content/PageHero'
import { Section } from '@/components/content/Section'
import { aboutChecklist, aboutCopy, aboutValues } from '@/content/about'
import { pageTitle } from '@/content/site'
import { usePageMeta } from '@/lib/use-page-meta'

const valueIcons = { Clarity: SparkIcon, Trust: ShieldIcon, Progress: ChartIcon } as const

export function AboutPage() {
  usePageMeta({
    title: pageTitle('About Us'),
    description:
      'A UK AI consultancy helping small and growing businesses use AI with clarity, trust and progress: training, consulting and done-for-you plans.',
    canonicalPath: '/about',
  })

  return (
    <>
      <PageHero title={aboutCopy.title} lead={aboutCopy.lead} />

      <Section id="who-we-are" title="Who We Are">
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-lg leading-relaxed text-slate-700">
            {aboutCopy.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-6">
            <h3 className="text-lg font-semibold text-slate-900">What you can count on</h3>
            <CheckList items={aboutChecklist} className="mt-4" />
          </div>
        </div>
      </Section>

      <Section id="values" title="Our Values" tone="muted">
        <ul className="grid gap-6 md:grid-cols-3">
          {aboutValues.map((value) => {
            const Icon = valueIcons[value.title]
            return (
              <li key={value.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="grid size-10 place-items-center rounded-lg bg-accent-50 text-accent-700">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-4 text-xl font-semibold text-slate-900">{value.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{value.text}</p>
              </li>
            )
          })}
        </ul>
      </Section>

      <CtaBand
        id="work-with-us"
        title="Let's Talk About Your Business"
        lead="Tell us where your time goes and we'll tell you honestly whether AI can help."
      >
        <Link to="/contact" className={onDarkButton}>
          Get in Touch
        </Link>
        <Link to="/services" className={onDarkButton}>
          Explore Our Services
        </Link>
      </CtaBand>
    </>
  )
}
