import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue } from 'jotai'
import { RecordItem, RecordList } from '../../../components/ui/record-list'
import { formatDateTime } from '../../../lib/thai-date'
import { couponHistoryQueryAtom } from '../atoms'
import { COUPON_TEXT } from '../texts'

/** The member's redeemed coupons, newest first (coupon/atoms.ts). */
export function CouponHistory() {
  const items = useAtomValue(couponHistoryQueryAtom).data ?? null
  if (items === null) return null
  if (items.length === 0) return <Text color="fg.muted">{COUPON_TEXT.noHistory}</Text>
  return (
    <RecordList label={COUPON_TEXT.history}>
      {items.map((r) => (
        <RecordItem key={r.id}>
          <HStack justify="space-between">
            <Text fontWeight="semibold">{r.title}</Text>
            <Text>
              {r.kind === 'points'
                ? COUPON_TEXT.historyPoints(r.points)
                : COUPON_TEXT.historyCredit(r.amount)}
            </Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {r.code} · {formatDateTime(r.redeemed_at)}
          </Text>
        </RecordItem>
      ))}
    </RecordList>
  )
}
