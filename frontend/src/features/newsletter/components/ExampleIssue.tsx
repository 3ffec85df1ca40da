import { exampleIssue } from '@/content/newsletter'

export function ExampleIssue() {
  return (
    <article
      aria-labelledby="example-issue-subject"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-accent-700">{exampleIssue.label}</p>
      <h3 id="example-issue-subject" className="mt-2 text-lg font-bold text-slate-900">
        {exampleIssue.subject}
      </h3>
      <p className="mt-4 text-slate-700">{exampleIssue.intro}</p>
      {exampleIssue.sections.map((section) => (
        <section key={section.heading} className="mt-5">
          <h4 className="font-semibold text-slate-900">{section.heading}</h4>
          <p className="mt-1 text-slate-700">{section.body}</p>
        </section>
      ))}
      <p className="mt-6 border-t border-slate-100 pt-4 text-sm text-slate-600">{exampleIssue.signOff}</p>
    </article>
  )
}
