import { Button } from '@chakra-ui/react/button'
import { HStack } from '@chakra-ui/react/stack'
import type { BetTypeOffer } from '../../../contract/lotto'
import { formatRate } from '../format-rate'
import { LOTTO_TEXT } from '../texts'

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
    <HStack role="group" aria-label={LOTTO_TEXT.betTypes} gap="2" wrap="wrap">
      {offers.map((offer) => {
        const on = selected.includes(offer.bet_type)
        return (
          <Button
            key={offer.bet_type}
            size="sm"
            variant={on ? 'solid' : 'outline'}
            aria-pressed={on}
            onClick={() => toggle(offer)}
            flexDirection="column"
            h="auto"
            py="1.5"
            gap="0"
          >
            <span>{offer.name}</span>
            <span style={{ fontSize: '0.7rem', opacity: 0.8 }}>{formatRate(offer.rate)}</span>
          </Button>
        )
      })}
    </HStack>
  )
}
