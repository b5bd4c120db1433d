import css from './turnover-bar.module.css'

/**
 * A bonus's turnover as a bar ("ทำเทิร์นแล้ว X / Y" is written next to it by the caller, and is also
 * the bar's name: a progress bar without a name fails axe aria-progressbar-name). Plain CSS: plain
 * and Chakra pages alike.
 */
export function TurnoverBar({ done, required, label }: { done: number; required: number; label: string }) {
  const percent = required > 0 ? Math.min(100, (done / required) * 100) : 100
  return (
    <div
      className={css.bar}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={required}
      aria-valuenow={done}
    >
      <div className={css.done} style={{ width: `${percent}%` }} />
    </div>
  )
}
