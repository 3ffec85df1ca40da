import type { UseFormRegisterReturn } from 'react-hook-form'

type HoneypotFieldProps = {
  registration: UseFormRegisterReturn
}

// The `website` field bots fill and people never see. Moved off-screen rather
// than display:none, which some bots detect; aria-hidden and tabIndex -1 keep
// keyboard and screen-reader users out of it.
export function HoneypotField({ registration }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  )
}
