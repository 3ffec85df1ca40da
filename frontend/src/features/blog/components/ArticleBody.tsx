// The post body is HTML sanitised by the server (nh3, on save and again on the way
// out), so it is inserted as-is. Styling reaches into the markup because the body
// is authored content, not components.
const bodyStyles = [
  'text-lg leading-relaxed text-slate-800',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:mt-2 [&_a]:font-medium [&_a]:text-accent-700 [&_a]:underline',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_img]:mt-6 [&_img]:rounded-lg [&_iframe]:mt-6 [&_iframe]:aspect-video [&_iframe]:w-full',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
].join(' ')

export function ArticleBody({ html }: { html: string }) {
  return <div className={bodyStyles} dangerouslySetInnerHTML={{ __html: html }} />
}
