import { PrerenderedHtml } from '@/components/prerendered/PrerenderedHtml'

const loadContent = async () => ({ default: (await import('./ComparePlansContent')).ComparePlansContent })

// Static throughout: a first visit keeps the prerendered HTML rather than downloading and
// hydrating the table and cards (see PrerenderedHtml).
export function ComparePlansPage() {
  return <PrerenderedHtml id="compare-plans" load={loadContent} />
}
