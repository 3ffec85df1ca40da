import { buttonStyles } from '@/components/ui/button-styles'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { site } from '@/content/site'
import { trainingPrices } from '@/content/training'
import { formatGbp } from '@/lib/format-gbp'

// For services with hasOnlineCourse: the self-paced CPD course as a cheaper start.
export function OnlineCourseCard() {
  return (
    <section aria-labelledby="online-course-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">Online course</p>
      <h2 id="online-course-heading" className="mt-2 text-xl font-bold text-slate-900">
        Prefer to Learn at Your Own Pace?
      </h2>
      <p className="mt-2 leading-relaxed text-slate-700">
        Our CPD-certified self-paced course covers the foundations of using AI safely at work, with short lessons
        and practical exercises. It is {formatGbp(trainingPrices.cpdCourse)}, one-off, and ideal for individuals or
        new starters.
      </p>
      <ExternalLink href={site.cpdCourseUrl} className={buttonStyles({ variant: 'outline', className: 'mt-5' })}>
        View the CPD Course ({formatGbp(trainingPrices.cpdCourse)})
      </ExternalLink>
    </section>
  )
}
