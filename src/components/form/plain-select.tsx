import type { SelectHTMLAttributes } from 'react'
import css from './field.module.css'

/** A native select with a chevron, in plain CSS (Chakra's NativeSelect look, no runtime). */
export function PlainSelect({ className, style, ...select }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className={[css.selectRoot, className].filter(Boolean).join(' ')} style={style}>
      <select className={`${css.control} ${css.select}`} {...select} />
      <span className={css.indicator}>
        <svg
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          focusable="false"
          aria-hidden="true"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </span>
    </div>
  )
}
