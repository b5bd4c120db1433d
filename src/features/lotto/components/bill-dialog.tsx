import { AppDialog } from '../../../components/ui/app-dialog'
import { BusyLabel } from '../../../components/ui/busy-label'
import { buttonClass, ui } from '../../../components/ui/plain'
import type { BillCheck, BillCheckLine } from '../../../contract/lotto'
import { acceptedVerdict } from '../../../contract/lotto-rules'
import { formatBaht } from '../../../lib/format'
import { formatRate } from '../format-rate'
import { lineKey, potentialPayout, type SlipLine, slipTotal } from '../slip'
import { LOTTO_TEXT } from '../texts'
import { AmountInput } from './amount-input'
import css from './slip.module.css'

export interface BillDialogProps {
  /** The cached bill/validate answer. */
  check: BillCheck
  /** The slip's lines now (their amounts may have been edited here since the check). */
  lines: readonly SlipLine[]
  /** The slip differs from the input the check answered: check again before placing. */
  stale: boolean
  busy: boolean
  /** The server's refusal of the last attempt, as it said it. */
  error: string | null
  onAmount: (key: string, amount: number) => void
  onRemoveRefused: () => void
  onRecheck: () => void
  onPlace: () => void
  onClose: () => void
}

/**
 * The lotto bill dialog (spec: number, rate, amount input, close): every line of the checked bill
 * with its number, the rate it gets, its stake (editable) and payout; a line whose rate was cut by a
 * เลขอั้น is marked "อั้น: จ่ายลดลง", a refused one "ไม่รับแทง" with the reason. The bill is placed only
 * when the server accepted every line of exactly this input.
 */
export function BillDialog(props: BillDialogProps) {
  const { check, lines, stale, busy, error } = props
  const amounts = new Map(lines.map((l) => [l.key, l.amount]))
  const refused = check.lines.filter((l) => !acceptedVerdict(l.verdict))
  const canPlace = !stale && check.ok && refused.length === 0
  const footer = (
    <div className={css.footer}>
      <button type="button" className={buttonClass('outline', 'sm')} onClick={props.onClose} disabled={busy}>
        {LOTTO_TEXT.close}
      </button>
      <div className={css.row}>
        {refused.length > 0 && !stale ? (
          <button
            type="button"
            className={buttonClass('subtle', 'sm')}
            onClick={props.onRemoveRefused}
            disabled={busy}
          >
            {LOTTO_TEXT.removeRefused}
          </button>
        ) : null}
        <button
          type="button"
          className={buttonClass('solid', 'sm')}
          onClick={canPlace ? props.onPlace : props.onRecheck}
          disabled={busy}
        >
          <BusyLabel busy={busy} text={canPlace ? LOTTO_TEXT.placing : LOTTO_TEXT.checking}>
            {canPlace ? LOTTO_TEXT.place : LOTTO_TEXT.recheck}
          </BusyLabel>
        </button>
      </div>
    </div>
  )
  return (
    <AppDialog
      open
      onClose={busy ? () => undefined : props.onClose}
      title={LOTTO_TEXT.billTitle}
      width={480}
      footer={footer}
    >
      <div className={css.col3}>
        <p className={ui.smallMuted}>{check.round.title}</p>
        <ul className={css.lines} aria-label={LOTTO_TEXT.lines}>
          {check.lines.map((line) => {
            const key = lineKey(line.bet_type, line.number)
            return (
              <BillRow
                key={key}
                line={line}
                amount={amounts.get(key) ?? line.amount}
                onAmount={(a) => props.onAmount(key, a)}
              />
            )
          })}
        </ul>
        <div className={css.lineHead}>
          <p className={ui.text}>{LOTTO_TEXT.total}</p>
          <p className={css.billTotal} data-testid="bill-total">
            {formatBaht(slipTotal(lines))}
          </p>
        </div>
        {error ? (
          <p role="alert" className={ui.error}>
            {error}
          </p>
        ) : null}
      </div>
    </AppDialog>
  )
}

function BillRow({
  line,
  amount,
  onAmount,
}: {
  line: BillCheckLine
  amount: number
  onAmount: (a: number) => void
}) {
  const refused = !acceptedVerdict(line.verdict)
  const reduced = line.verdict === 'reduced'
  return (
    <li
      className={css.line}
      data-mark={refused ? 'refused' : reduced ? 'limited' : undefined}
      aria-label={`${line.name} ${line.number}`}
      data-verdict={line.verdict}
    >
      <div className={css.lineHead}>
        <div className={css.lineWhat}>
          <p className={ui.xsMuted}>{line.name}</p>
          <p className={css.number}>{line.number}</p>
          <p className={css.xs}>{refused ? '–' : formatRate(line.rate)}</p>
        </div>
        <AmountInput
          value={amount}
          onValue={onAmount}
          label={LOTTO_TEXT.lineAmount(line.name, line.number)}
        />
      </div>
      {reduced ? (
        <p className={css.markLimited} data-testid="line-mark">
          {LOTTO_TEXT.reduced}
          {line.reason ? ` (${line.reason})` : ''}
        </p>
      ) : null}
      {refused ? (
        <p className={css.markRefused} data-testid="line-mark">
          {LOTTO_TEXT.refused}
          {line.reason ? `: ${line.reason}` : ''}
        </p>
      ) : (
        <p className={ui.xsMuted}>{LOTTO_TEXT.payout(potentialPayout(amount, line.rate))}</p>
      )}
    </li>
  )
}
