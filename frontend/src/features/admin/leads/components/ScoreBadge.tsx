// A person's score with the reasons it adds up from, behind a native disclosure (so it is
// keyboard and screen-reader friendly without any script of ours).
export function ScoreBadge({ score, reasons }: { score: number; reasons: string[] }) {
  if (reasons.length === 0) return <span className="text-slate-600">{score}</span>
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold text-slate-900" aria-label={`Score ${score}: show why`}>
        {score}
      </summary>
      <ScoreReasons reasons={reasons} />
    </details>
  )
}

export function ScoreReasons({ reasons }: { reasons: string[] }) {
  return (
    <ul aria-label="Score reasons" className="mt-1 space-y-0.5 text-xs text-slate-700">
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  )
}
