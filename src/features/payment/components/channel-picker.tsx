import { buttonClass, ui } from '../../../components/ui/plain'
import type { PaymentChannel } from '../../../contract/payment'
import { PAYMENT_TEXT } from '../texts'
import css from './deposit.module.css'

/** The deposit channels as buttons; the chosen one is pressed. */
export function ChannelPicker({
  channels,
  selectedId,
  onSelect,
}: {
  channels: PaymentChannel[]
  selectedId: number | null
  onSelect: (channel: PaymentChannel) => void
}) {
  const columns = channels.length > 2 ? 3 : channels.length
  return (
    <fieldset
      className={`${ui.fieldset} ${css.channels}`}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      aria-label={PAYMENT_TEXT.channels}
    >
      {channels.map((c) => (
        <button
          key={c.id}
          type="button"
          className={buttonClass(selectedId === c.id ? 'solid' : 'outline', 'md', css.channel)}
          aria-pressed={selectedId === c.id}
          onClick={() => onSelect(c)}
        >
          {c.name}
        </button>
      ))}
    </fieldset>
  )
}
