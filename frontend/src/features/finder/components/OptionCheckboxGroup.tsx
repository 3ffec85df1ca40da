import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import type { FinderOption } from '@/content/finder-options'

type OptionCheckboxGroupProps = {
  legend: string
  hint: string
  options: readonly FinderOption[]
  registration: UseFormRegisterReturn
  error?: string
}

// A multi-select as a fieldset of checkboxes: the legend names the group for
// assistive tech, and the hint and error are tied to it with aria-describedby.
export function OptionCheckboxGroup({ legend, hint, options, registration, error }: OptionCheckboxGroupProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`

  return (
    <fieldset aria-describedby={error ? `${hintId} ${errorId}` : hintId} aria-invalid={Boolean(error)}>
      <legend className="mb-1 block text-sm font-medium text-slate-800">{legend}</legend>
      <p id={hintId} className="mb-3 text-sm text-slate-600">
        {hint}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.id}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2.5 text-sm text-slate-800 hover:border-slate-300 has-[:checked]:border-accent-600 has-[:checked]:bg-accent-50"
          >
            <input
              type="checkbox"
              value={option.id}
              className="size-4 shrink-0 accent-accent-700"
              {...registration}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
