import { Badge } from '@chakra-ui/react/badge'
import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { RecordItem, RecordList } from '../../../components/ui/record-list'
import type { CashbackOffer } from '../../../contract/cashback'
import { formatBaht } from '../../../lib/format'
import { formatDate, formatDateTime } from '../../../lib/thai-date'
import { CASHBACK_TEXT } from '../texts'
import { GameBreakdown } from './game-breakdown'

const palette = { open: 'green', claimed: 'gray', expired: 'red' } as const

/** Offers, newest period first: the base, rate and amount, the game-by-game figure, a claim button. */
export function OfferList({
  items,
  onClaim,
  busy,
}: {
  items: CashbackOffer[]
  onClaim: (offer: CashbackOffer) => void
  busy: boolean
}) {
  return (
    <RecordList label={CASHBACK_TEXT.history}>
      {items.map((offer) => (
        <RecordItem key={offer.id}>
          <Stack gap="1" data-testid="cashback-offer">
            <HStack justify="space-between">
              <Text fontWeight="semibold">
                {CASHBACK_TEXT.period(
                  formatDate(`${offer.period_start}T12:00:00+07:00`),
                  formatDate(`${offer.period_end}T12:00:00+07:00`),
                )}
              </Text>
              <Badge colorPalette={palette[offer.status]}>{CASHBACK_TEXT.status[offer.status]}</Badge>
            </HStack>
            <Text fontSize="sm">
              {offer.kind === 'turnover' ? CASHBACK_TEXT.turnover : CASHBACK_TEXT.loss}{' '}
              {formatBaht(offer.base)} × {offer.rate}% = <strong>{formatBaht(offer.amount)}</strong>
            </Text>
            {offer.status === 'open' ? (
              <HStack justify="space-between">
                <Text fontSize="xs" color="fg.muted">
                  {CASHBACK_TEXT.expires} {formatDateTime(offer.expires_at)}
                </Text>
                <Button size="xs" onClick={() => onClaim(offer)} disabled={busy}>
                  {CASHBACK_TEXT.claim}
                </Button>
              </HStack>
            ) : null}
            {offer.games.length > 0 ? (
              <details>
                <summary style={{ cursor: 'pointer', fontSize: '0.8rem' }}>
                  {CASHBACK_TEXT.howComputed}
                </summary>
                <GameBreakdown games={offer.games} />
              </details>
            ) : null}
          </Stack>
        </RecordItem>
      ))}
    </RecordList>
  )
}
