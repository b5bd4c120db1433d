import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { Link } from 'wouter'
import { PATHS } from '../../config/paths'
import type { ShopItem } from '../../contract/shop'
import { refreshPointsAtom } from '../../features/points/atoms'
import { PointsBadge } from '../../features/points/components/points-badge'
import { refreshShopAtom } from '../../features/shop/atoms'
import { RedeemDialog } from '../../features/shop/components/redeem-dialog'
import { ShopHistory } from '../../features/shop/components/shop-history'
import { ShopItems } from '../../features/shop/components/shop-items'
import { SHOP_TEXT } from '../../features/shop/texts'
import { refreshWalletsAtom } from '../../features/wallet/atoms'

/** /redeem: spend points on credit, wheel spins or operator items; the member's redemptions. */
export default function RedeemPage() {
  const [selected, setSelected] = useState<ShopItem | null>(null)
  const [done, setDone] = useState<ShopItem | null>(null)
  const refreshShop = useSetAtom(refreshShopAtom)
  const refreshPoints = useSetAtom(refreshPointsAtom)
  const refreshWallets = useSetAtom(refreshWalletsAtom)
  return (
    <Stack gap="4" w="full" maxW="720px" mx="auto">
      <Heading as="h1" size="lg">
        {SHOP_TEXT.title}
      </Heading>
      <PointsBadge />
      {done ? (
        <Stack role="status" gap="1">
          <Text color="fg.success" fontWeight="semibold">
            {SHOP_TEXT.done(done.title)}
          </Text>
          {done.kind === 'wheel_spin' ? (
            <Link href={`~${PATHS.wheel}`} style={{ textDecoration: 'underline' }}>
              {SHOP_TEXT.toWheel}
            </Link>
          ) : null}
        </Stack>
      ) : null}
      <ShopItems
        onRedeem={(item) => {
          setDone(null)
          setSelected(item)
        }}
      />
      <RedeemDialog
        item={selected}
        onClose={() => setSelected(null)}
        onRedeemed={(_result, item) => {
          setSelected(null)
          setDone(item)
          refreshShop()
          refreshPoints()
          void refreshWallets()
        }}
      />
      <Stack as="section" gap="2" aria-label={SHOP_TEXT.history}>
        <Heading as="h2" size="md">
          {SHOP_TEXT.history}
        </Heading>
        <ShopHistory />
      </Stack>
    </Stack>
  )
}
