import type { ButtonHTMLAttributes } from 'react'
import { buttonClass, ui } from '../../components/ui/plain'

/** A square ghost button named by `label` (screen readers) around an icon. */
export function IconButton({
  label,
  children,
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string }) {
  return (
    <button
      type="button"
      className={buttonClass('ghost', 'sm', ui.square, className)}
      aria-label={label}
      title={label}
      {...rest}
    >
      {children}
    </button>
  )
}
