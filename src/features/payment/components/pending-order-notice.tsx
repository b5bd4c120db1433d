import { useAtomValue, useSetAtom } from 'jotai'
import { Link } from 'wouter'
import { buttonClass, ui } from '../../../components/ui/plain'
import { PATHS } from '../../../config/paths'
import { formatBaht } from '../../../lib/format'
import { pendingOrderQueryAtom, setCurrentOrderAtom } from '../atoms'
import { PAYMENT_TEXT } from '../texts'
import css from './deposit.module.css'

/** On the deposit page: a QR still waiting for payment (qrcode_info), with a way back to it. */
export function PendingOrderNotice() {
  const { data: found, loading } = useAtomValue(pendingOrderQueryAtom)
  const setCurrentOrder = useSetAtom(setCurrentOrderAtom)
  const order =
    !loading && found?.status === 'pending' && Date.parse(found.expires_at) > Date.now() ? found : null
  if (!order) return null
  return (
    <div role="status" className={css.notice}>
      <div className={css.row}>
        <p className={ui.small}>{PAYMENT_TEXT.pendingOrder(formatBaht(order.amount))}</p>
        <Link
          href={`~${PATHS.payment}`}
          className={buttonClass('solid', 'sm')}
          onClick={() => setCurrentOrder(order)}
        >
          {PAYMENT_TEXT.resume}
        </Link>
      </div>
    </div>
  )
}
