import { formatBaht } from '../../../lib/format'
import { PAYMENT_TEXT } from '../texts'
import css from './payment-view.module.css'

function Row({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <div className={strong ? `${css.amountRow} ${css.strong}` : css.amountRow}>
      <dt>{label}</dt>
      <dd>{formatBaht(value)}</dd>
    </div>
  )
}

/**
 * What a paid deposit brought: the main-wallet credit and, when a promotion came with it, the bonus
 * and the total, so the member sees the bonus arrived without opening the wallets.
 */
export function PaidAmounts({ main, bonus }: { main: number; bonus: number }) {
  return (
    <dl className={css.amounts} data-testid="paid-amounts">
      <Row label={PAYMENT_TEXT.credited} value={main} strong={bonus === 0} />
      {bonus > 0 ? (
        <>
          <Row label={PAYMENT_TEXT.bonusCredited} value={bonus} />
          <Row label={PAYMENT_TEXT.totalCredited} value={Math.round((main + bonus) * 100) / 100} strong />
        </>
      ) : null}
    </dl>
  )
}
