import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { FormField } from '@/components/ui/FormField'
import { sectors } from '@/content/finder-options'
import type { SectorReading } from '../api/read-sector'

// 'general' is the select's "Something else": a reading of it says only that nothing
// revealed a sector, so it pre-selects nothing.
const NOTHING_READ = 'general'

type SectorQuestionProps = {
  registration: UseFormRegisterReturn
  // The visitor's own answer once they have touched the select ('' for "Choose one"),
  // or null while the question is left to our reading.
  chosen: string | null
  reading: SectorReading | undefined
  error?: string
}

// "What kind of business are you?" (issue 26): pre-selected with the server's reading until
// the visitor chooses; their choice, "Something else" included, is never overwritten. Only
// the choice is sent: an untouched pre-selection leaves the sector to the job, which reads
// the same answers with the same function.
export function SectorQuestion({ registration, chosen, reading, error }: SectorQuestionProps) {
  const lineId = useId()
  const inferred = reading && reading.sector !== NOTHING_READ ? reading : undefined
  const value = chosen ?? inferred?.sector ?? ''
  const showReading = chosen === null && inferred !== undefined

  return (
    <FormField label="What kind of business are you?" error={error}>
      {(control) => (
        <>
          <select
            {...control}
            aria-describedby={[control['aria-describedby'], lineId].filter(Boolean).join(' ')}
            {...registration}
            value={value}
            className={formControlStyles(Boolean(error))}
          >
            <option value="">Choose one (optional)</option>
            {sectors.map((sector) => (
              <option key={sector.id} value={sector.id}>
                {sector.label}
              </option>
            ))}
          </select>
          {/* Always present, so screen readers hear each new reading as it arrives. */}
          <p id={lineId} aria-live="polite" className="mt-1.5 text-sm text-slate-600 empty:mt-0">
            {showReading ? `We think: ${inferred.label}. Change it if we're wrong.` : ''}
          </p>
        </>
      )}
    </FormField>
  )
}
