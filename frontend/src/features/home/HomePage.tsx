import { loadPart, PrerenderedHtml } from '@/components/prerendered/PrerenderedHtml'

const sections = () => import('./HomeSections')
const loadIntro = loadPart(sections, 'HomeIntro')
const loadFaq = loadPart(sections, 'HomeFaq')
const loadClosing = loadPart(sections, 'HomeClosing')

// Spec 2.3's eight sections in order. All but the FAQ accordion are static, so a first
// visit keeps the prerendered HTML instead of downloading the page's code, and the FAQ's
// code arrives when a visitor reaches for it.
export function HomePage() {
  return (
    <>
      <PrerenderedHtml id="home-intro" load={loadIntro} />
      <PrerenderedHtml id="home-faq" load={loadFaq} interactive />
      <PrerenderedHtml id="home-closing" load={loadClosing} />
    </>
  )
}
