import { buttonClass, ui } from '../../../components/ui/plain'
import type { BetTypeOffer } from '../../../contract/lotto'
import { formatRate } from '../format-rate'
import { LOTTO_TEXT } from '../texts'
import css from './slip.module.css'

/**
 * The bet types the round offers, as toggle buttons with their rate. Several types of the same
 * digits can be chosen together (3 ตัวบน + 3 ตัวโต๊ด); choosing one of other digits starts again.
 */
export function BetTypePicker({
  offers,
  selected,
  onChange,
}: {
  offers: readonly BetTypeOffer[]
  selected: readonly string[]
  onChange: (next: string[]) => void
}) {
  const toggle = (offer: BetTypeOffer) => {
    if (selected.includes(offer.bet_type)) return onChange(selected.filter((t) => t !== offer.bet_type))
    const sameDigits = selected.filter((t) => offers.find((o) => o.bet_type === t)?.digits === offer.digits)
    onChange([...sameDigits, offer.bet_type])
  }
  return (
    <fieldset className={`${ui.fieldset} ${css.row} ${css.wrap}`} aria-label={LOTTO_TEXT.betTypes}>
      {offers.map((offer) => {
        const on = selected.includes(offer.bet_type)
        return (
          <button
            key={offer.bet_type}
            type="button"
            className={buttonClass(on ? 'solid' : 'outline', 'sm', css.type)}
            aria-pressed={on}
            onClick={() => toggle(offer)}
          >
            <span>{offer.name}</span>
            <span className={css.rate}>{formatRate(offer.rate)}</span>
          </button>
        )
      })}
    </fieldset>
  )
}
