// A <select>'s options from a value → label record (stages, reasons, roles), in its order.
export function LabelOptions({ labels, disabled }: { labels: Readonly<Record<string, string>>; disabled?: boolean }) {
  return (
    <>
      {Object.entries(labels).map(([value, label]) => (
        <option key={value} value={value} disabled={disabled}>
          {label}
        </option>
      ))}
    </>
  )
}
