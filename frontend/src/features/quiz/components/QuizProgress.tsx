type QuizProgressProps = {
  current: number
  total: number
}

// Spec 4: progress is the question number divided by the number of questions.
export function QuizProgress({ current, total }: QuizProgressProps) {
  const label = `Question ${current} of ${total}`
  return (
    <div>
      <p className="text-sm font-semibold text-accent-700">{label}</p>
      <div
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={label}
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-accent-700 transition-[width] motion-reduce:transition-none"
          style={{ width: `${(current / total) * 100}%` }}
        />
      </div>
    </div>
  )
}
