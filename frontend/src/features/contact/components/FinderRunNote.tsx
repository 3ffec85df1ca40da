// Which tools the AI Tool Finder recommended, when the visitor came from its results.
export function FinderRunNote({ tools }: { tools: readonly string[] }) {
  return (
    <p className="mb-6 rounded-lg bg-accent-50 px-4 py-3 text-sm text-slate-800">
      You saw these recommendations: <strong className="font-semibold">{tools.join(', ')}</strong>
    </p>
  )
}
