import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useEffect, useState } from 'react'
import { RecordItem, RecordList } from '../../../components/ui/record-list'
import type { CouponRedemption } from '../../../contract/coupon'
import { formatDateTime } from '../../../lib/format'
import { getCouponHistory } from '../api'
import { COUPON_TEXT } from '../texts'

/** The member's redeemed coupons, newest first; reloaded when `version` changes. */
export function CouponHistory({ version }: { version: number }) {
  const [items, setItems] = useState<CouponRedemption[] | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks for a reload
  useEffect(() => {
    let live = true
    getCouponHistory()
      .then((list) => live && setItems(list))
      .catch((error: unknown) => {
        console.warn('coupon/history failed:', error instanceof Error ? error.message : error)
        if (live) setItems([])
      })
    return () => {
      live = false
    }
  }, [version])
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
