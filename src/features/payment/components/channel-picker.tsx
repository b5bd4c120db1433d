import { Button } from '@chakra-ui/react/button'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import type { PaymentChannel } from '../../../contract/payment'
import { PAYMENT_TEXT } from '../texts'

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
  return (
    <SimpleGrid
      columns={channels.length > 2 ? 3 : channels.length}
      gap="2"
      role="group"
      aria-label={PAYMENT_TEXT.channels}
    >
      {channels.map((c) => (
        <Button
          key={c.id}
          variant={selectedId === c.id ? 'solid' : 'outline'}
          aria-pressed={selectedId === c.id}
          onClick={() => onSelect(c)}
          whiteSpace="normal"
          h="auto"
          minH="12"
          py="2"
        >
          {c.name}
        </Button>
      ))}
    </SimpleGrid>
  )
}
