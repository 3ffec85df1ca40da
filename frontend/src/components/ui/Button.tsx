import type { ComponentPropsWithRef } from 'react'
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles'

type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant
  size?: ButtonSize
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  // type defaults to "button" so a Button inside a form never submits by accident.
  return <button type={type} className={buttonStyles({ variant, size, className })} {...props} />
}
