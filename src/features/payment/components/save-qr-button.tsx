import { useState } from 'react'
import { BusyLabel } from '../../../components/ui/busy-label'
import { buttonClass, ui } from '../../../components/ui/plain'
import type { PaymentOrder } from '../../../contract/payment'
import { qrFileName, saveQrImage } from '../qr-image'
import { PAYMENT_TEXT } from '../texts'
import css from './payment-view.module.css'

/** "บันทึก QR": the QR as a PNG for paying from this same phone (bank app → scan from image). */
export function SaveQrButton({ order }: { order: PaymentOrder }) {
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const save = async () => {
    setBusy(true)
    try {
      await saveQrImage(order.qr, qrFileName(order.id))
      setFailed(false)
    } catch (error) {
      console.warn('saving the QR failed:', error instanceof Error ? error.message : error)
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className={css.saveQr}>
      <button
        type="button"
        className={buttonClass('outline', 'sm')}
        onClick={() => void save()}
        disabled={busy}
        aria-busy={busy}
      >
        <BusyLabel busy={busy}>{PAYMENT_TEXT.saveQr}</BusyLabel>
      </button>
      <p className={failed ? css.xsError : ui.xsMuted} role={failed ? 'alert' : undefined}>
        {failed ? PAYMENT_TEXT.saveQrFailed : PAYMENT_TEXT.saveQrHint}
      </p>
    </div>
  )
}
