import { BusyLabel } from '../../../components/ui/busy-label'
import { CloseIcon } from '../../../components/ui/icons'
import { buttonClass, ui } from '../../../components/ui/plain'
import type { BetTypeOffer, LimitedNumber } from '../../../contract/lotto'
import { formatBaht } from '../../../lib/format'
import { formatRate } from '../format-rate'
import { lineRate } from '../line-rate'
import { potentialPayout, type SlipLine } from '../slip'
import { LOTTO_TEXT } from '../texts'
import { AmountInput } from './amount-input'
import css from './slip.module.css'

/**
 * The slip's lines: bet type and number, the rate it would get (a เลขอั้น marked), its stake (editable)
 * and what it pays if it wins; each can be removed.
 */
export function SlipLines({
  lines,
  offers,
  limited,
  onAmount,
  onRemove,
}: {
  lines: readonly SlipLine[]
  offers: readonly BetTypeOffer[]
  limited: readonly LimitedNumber[]
  onAmount: (key: string, amount: number) => void
  onRemove: (key: string) => void
}) {
  if (lines.length === 0) return <p className={ui.muted}>{LOTTO_TEXT.noLines}</p>
  return (
    <ul className={css.lines} aria-label={LOTTO_TEXT.lines}>
      {lines.map((line) => {
        const name = offers.find((o) => o.bet_type === line.bet_type)?.name ?? line.bet_type
        const { rate, limited: limit } = lineRate(offers, limited, line.bet_type, line.number)
        return (
          <li
            key={line.key}
            className={css.line}
            data-mark={limit ? 'limited' : undefined}
            aria-label={`${name} ${line.number}`}
          >
            <div className={css.lineHead}>
              <div className={css.lineWhat}>
                <div className={css.row}>
                  <p className={ui.xsMuted}>{name}</p>
                  {limit ? (
                    <span className={limit === 'closed' ? css.markRefused : css.markLimited}>
                      {limit === 'closed' ? LOTTO_TEXT.refused : LOTTO_TEXT.limited}
                    </span>
                  ) : null}
                </div>
                <p className={css.number}>{line.number}</p>
                <p className={css.xs} data-testid="line-rate">
                  {formatRate(rate)} · {LOTTO_TEXT.payout(potentialPayout(line.amount, rate))}
                </p>
              </div>
              <div className={css.lineTools}>
                <AmountInput
                  value={line.amount}
                  onValue={(amount) => onAmount(line.key, amount)}
                  label={LOTTO_TEXT.lineAmount(name, line.number)}
                />
                <button
                  type="button"
                  className={buttonClass('ghost', 'xs')}
                  aria-label={LOTTO_TEXT.removeLine(name, line.number)}
                  onClick={() => onRemove(line.key)}
                >
                  <CloseIcon size={16} />
                </button>
              </div>
            </div>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The slip's bar, stuck to the bottom of the screen above the tab bar and the floating buttons
 * (`--bw-bottom-bars`, else their heights; at 1920 px they leave the bottom): how many lines, the
 * total stake and "ตรวจสอบโพย", so each number keyed shows at once even with the pad filling the
 * screen. Announced politely to screen readers.
 */
export function SlipBar({
  count,
  total,
  busy,
  onClear,
  onCheck,
}: {
  count: number
  total: number
  busy: boolean
  onClear: () => void
  onCheck: () => void
}) {
  return (
    <section className={css.bar} aria-label={LOTTO_TEXT.slipBar}>
      <div className={css.barHead}>
        <div className={css.lineWhat} aria-live="polite" aria-atomic="true">
          <p className={css.count}>
            {LOTTO_TEXT.total} <span data-testid="slip-count">{LOTTO_TEXT.lineCount(count)}</span>
          </p>
          <p className={css.total} data-testid="slip-total">
            {formatBaht(total)}
          </p>
        </div>
        <div className={css.lineTools}>
          {count ? (
            <button type="button" className={buttonClass('ghost', 'sm')} onClick={onClear}>
              {LOTTO_TEXT.clearLines}
            </button>
          ) : null}
          <button
            type="button"
            className={buttonClass('solid')}
            onClick={onCheck}
            disabled={count === 0 || busy}
            data-loading={busy ? '' : undefined}
          >
            <BusyLabel busy={busy} text={LOTTO_TEXT.checking}>
              {LOTTO_TEXT.confirm}
            </BusyLabel>
          </button>
        </div>
      </div>
    </section>
  )
}
