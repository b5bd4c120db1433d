import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue } from 'jotai'
import type { ShopItem } from '../../../contract/shop'
import { shopItemsQueryAtom } from '../atoms'
import { SHOP_TEXT } from '../texts'
import { ShopItemCard } from './shop-item-card'

export function ShopItems({ onRedeem }: { onRedeem: (item: ShopItem) => void }) {
  const { data } = useAtomValue(shopItemsQueryAtom)
  if (!data) return null
  if (data.items.length === 0) return <Text>{SHOP_TEXT.empty}</Text>
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="3" p="0" m="0">
      {data.items.map((item) => (
        <ShopItemCard key={item.id} item={item} onRedeem={onRedeem} />
      ))}
    </SimpleGrid>
  )
}
