import { useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import { GAME_TEXT } from '../texts'
import type { Provider } from '../types'
import css from './games.module.css'

/** Provider logos as filters: "ทั้งหมด" first, the chosen one marked. `hrefFor(null)` clears it. */
export function ProviderFilter({
  providers,
  active,
  hrefFor,
}: {
  providers: readonly Provider[]
  active: string | null
  hrefFor: (code: string | null) => string
}) {
  if (providers.length === 0) return null
  return (
    <nav aria-label={GAME_TEXT.providers}>
      <ul className={css.providers}>
        <li>
          <Link href={hrefFor(null)} className={css.provider} aria-current={active === null}>
            <svg viewBox="0 0 24 24" className={css.allProvidersIcon} aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="m12 2.5 2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
              />
            </svg>
            {GAME_TEXT.allProviders}
          </Link>
        </li>
        {providers.map((p) => (
          <li key={p.provider_id}>
            <Link href={hrefFor(p.code)} className={css.provider} aria-current={active === p.code}>
              <img src={p.logo} alt="" width={40} height={40} loading="lazy" />
              {p.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

const SEARCH_DELAY_MS = 350

/**
 * The search box: the lobby's list follows what the member types, a moment after they stop (the
 * URL keeps it, so back and reload show the same search).
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value)
  const latest = useRef(onSearch)
  latest.current = onSearch
  useEffect(() => setText(value), [value])
  useEffect(() => {
    if (text.trim() === value) return
    const timer = setTimeout(() => latest.current(text.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, value])
  return (
    <input
      type="search"
      className={css.search}
      aria-label={GAME_TEXT.search}
      placeholder={GAME_TEXT.search}
      value={text}
      maxLength={50}
      onChange={(e) => setText(e.target.value)}
      enterKeyHint="search"
    />
  )
}
