import { Link } from 'react-router'
import { CtaBand, onDarkButton } from '@/components/content/CtaBand'
import { PageHero } from '@/components/content/PageHero'
import { buttonStyles } from '@/components/ui/button-styles'
import { planTerms } from '@/content/plans'
import { pageTitle } from '@/content/site'
import { usePageMeta } from '@/lib/use-page-meta'
import { BestForCards } from './components/BestForCards'
import { ComparePlanCards } from './components/ComparePlanCards'
import { FeatureComparisonTable } from './components/FeatureComparisonTable'

// Spec 2.12. The table and the cards are both rendered and one is hidden per
// breakpoint with display:none, which also hides it from assistive technology.
export function ComparePlansPage() {
  usePageMeta({
    title: pageTitle('Compare Plans'),
    description:
      'Compare the Clarity, Growth and Freedom done-for-you plans side by side: prices, features, support and who each one suits.',
    canonicalPath: '/compare-plans',
  })

  return (
    <>
      <PageHero
        eyebrow="Done-for-you plans"
        title="Compare Our Done-for-You Plans"
        lead={`Clarity, Growth and Freedom side by side. Every plan is monthly, ${planTerms}.`}
      >
        <Link to="/find-your-fit" className={buttonStyles({ size: 'lg' })}>
          Take the Quiz
        </Link>
        <Link to="/contact" className={buttonStyles({ size: 'lg', variant: 'outline' })}>
          Book a Free Discovery Call
        </Link>
      </PageHero>

      <FeatureComparisonTable />
      <ComparePlanCards />
      <BestForCards />

      <CtaBand
        id="still-not-sure"
        title="Still Not Sure?"
        lead="Talk it through with us for free, or answer five quick questions and we'll suggest a plan."
      >
        <Link to="/contact" className={onDarkButton}>
          Book a Free Call
        </Link>
        <Link to="/find-your-fit" className={onDarkButton}>
          Take the Quiz
        </Link>
      </CtaBand>
    </>
  )
}
