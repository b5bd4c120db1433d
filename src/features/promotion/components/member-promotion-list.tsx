import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { RecordItem, RecordList } from '../../../components/ui/record-list'
import { TurnoverBar } from '../../../components/ui/turnover-bar'
import type { MemberPromotion } from '../../../contract/promotion'
import { PROMOTION_TEXT } from '../texts'

function Progress({ done, required }: { done: number; required: number }) {
  return (
    <Box>
      <Text fontSize="sm">{PROMOTION_TEXT.turnoverProgress(done, required)}</Text>
      <TurnoverBar done={done} required={required} label={PROMOTION_TEXT.turnoverProgress(done, required)} />
    </Box>
  )
}

/** What the member took: status, bonus and, once applied, the turnover progress ("ทำเทิร์นแล้ว X / Y"). */
export function MemberPromotionList({
  items,
  onCancel,
}: {
  items: MemberPromotion[]
  onCancel: (item: MemberPromotion) => void
}) {
  if (items.length === 0) return <Text color="fg.muted">{PROMOTION_TEXT.noneTaken}</Text>
  return (
    <RecordList label={PROMOTION_TEXT.mine}>
      {items.map((m) => (
        <RecordItem key={m.id}>
          <HStack justify="space-between" align="baseline">
            <Text fontWeight="semibold">{m.title}</Text>
            <Text fontSize="sm" color={m.status === 'active' ? 'gold.fg' : 'fg.muted'}>
              {PROMOTION_TEXT.status[m.status]}
            </Text>
          </HStack>
          {m.bonus > 0 ? <Text fontSize="sm">{PROMOTION_TEXT.bonusAmount(m.bonus)}</Text> : null}
          {m.status === 'active' || m.status === 'completed' ? (
            <Progress done={m.turnover_done} required={m.turnover_required} />
          ) : null}
          {m.status === 'pending' ? (
            <Button size="xs" variant="outline" mt="2" onClick={() => onCancel(m)}>
              {PROMOTION_TEXT.cancel}
            </Button>
          ) : null}
        </RecordItem>
      ))}
    </RecordList>
  )
}
