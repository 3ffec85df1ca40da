import { PrerenderedHtml } from '@/components/prerendered/PrerenderedHtml'

const loadContent = async () => ({ default: (await import('./ServicesContent')).ServicesContent })

// Static throughout: a first visit keeps the prerendered HTML rather than downloading and
// hydrating the cards (see PrerenderedHtml).
export function ServicesPage() {
  return <PrerenderedHtml id="services" load={loadContent} />
}
