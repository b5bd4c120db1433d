import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue } from 'jotai'
import { formatDateTime } from '../../../lib/thai-date'
import { shopHistoryQueryAtom } from '../atoms'
import { SHOP_TEXT } from '../texts'

/** The member's redemptions, newest first. */
export function ShopHistory() {
  const { data } = useAtomValue(shopHistoryQueryAtom)
  if (!data) return null
  if (data.length === 0) return <Text color="fg.muted">{SHOP_TEXT.noHistory}</Text>
  return (
    <Stack as="ul" gap="2" p="0" m="0">
      {data.map((o) => (
        <Stack
          as="li"
          key={o.id}
          listStyleType="none"
          direction="row"
          justify="space-between"
          borderBottomWidth="1px"
          py="2"
        >
          <Stack gap="0">
            <Text fontWeight="semibold">
              {o.title} × {o.quantity}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {formatDateTime(o.created_at)}
            </Text>
          </Stack>
          <Stack gap="0" textAlign="right">
            <Text>-{SHOP_TEXT.points(o.points)}</Text>
            <Text fontSize="xs">{SHOP_TEXT.status[o.status]}</Text>
          </Stack>
        </Stack>
      ))}
    </Stack>
  )
}
