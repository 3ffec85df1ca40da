import type { Testimonial } from '@/content/testimonials'
import { cn } from '@/lib/cn'

export function TestimonialList({ testimonials, className }: { testimonials: readonly Testimonial[]; className?: string }) {
  return (
    <ul className={cn('grid gap-6 md:grid-cols-2', className)}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.quote}>
          <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <blockquote className="flex-1 text-slate-700">
              <p className="leading-relaxed">“{testimonial.quote}”</p>
            </blockquote>
            <figcaption className="mt-4 text-sm">
              <span className="font-semibold text-slate-900">{testimonial.name}</span>
              {testimonial.role ? <span className="block text-slate-600">{testimonial.role}</span> : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
