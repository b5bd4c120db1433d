import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { ShopItem } from '../../../contract/shop'
import { SHOP_TEXT } from '../texts'

/** One item: its picture, price in points, stock and per-member limit, and the "แลก" button. */
export function ShopItemCard({ item, onRedeem }: { item: ShopItem; onRedeem: (item: ShopItem) => void }) {
  const soldOut = item.stock === 0
  const limited = item.per_member_limit !== null && item.redeemed >= item.per_member_limit
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" rounded="lg" p="4" aria-label={item.title}>
      <Stack gap="2">
        {item.image ? (
          <img
            src={item.image}
            alt=""
            width={320}
            height={180}
            loading="lazy"
            style={{ width: '100%', height: 'auto', borderRadius: 8 }}
          />
        ) : null}
        <Text fontWeight="bold">{item.title}</Text>
        <Text fontSize="sm" color="fg.muted">
          {item.description}
        </Text>
        <Text color="gold.fg" fontWeight="semibold">
          {SHOP_TEXT.price(item.price)}
        </Text>
        <Text fontSize="sm">{SHOP_TEXT.stock(item)}</Text>
        {SHOP_TEXT.limit(item) ? <Text fontSize="sm">{SHOP_TEXT.limit(item)}</Text> : null}
        <Button
          disabled={soldOut || limited}
          onClick={() => onRedeem(item)}
          aria-label={`${SHOP_TEXT.redeem} ${item.title}`}
        >
          {SHOP_TEXT.redeem}
        </Button>
      </Stack>
    </Box>
  )
}
