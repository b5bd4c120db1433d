import ui from './plain.module.css'

export { ui }

type Variant = 'solid' | 'subtle' | 'outline' | 'ghost'
type Size = 'xs' | 'sm' | 'md' | 'xsToSm'

/** Class names of a plain-CSS button: `<a className={buttonClass('outline', 'sm')}>`. */
export function buttonClass(
  variant: Variant = 'solid',
  size: Size = 'md',
  ...extra: (string | false | undefined)[]
) {
  return [ui.btn, ui[variant], size === 'md' ? undefined : ui[size], ...extra].filter(Boolean).join(' ')
}
