import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { useSetAtom } from 'jotai'
import { refreshCouponHistoryAtom } from '../../features/coupon/atoms'
import { CouponForm } from '../../features/coupon/components/coupon-form'
import { CouponHistory } from '../../features/coupon/components/coupon-history'
import { COUPON_TEXT } from '../../features/coupon/texts'
import { refreshWalletsAtom } from '../../features/wallet/atoms'
import { WalletCards } from '../../features/wallet/components/wallet-cards'

/** /member/coupon: redeem a code for credit (bonus wallet) or points; the coupons used. */
export default function CouponPage() {
  const refreshWallets = useSetAtom(refreshWalletsAtom)
  const refreshHistory = useSetAtom(refreshCouponHistoryAtom)
  return (
    <Stack gap="4" w="full" maxW="640px" mx="auto">
      <Heading as="h1" size="lg">
        {COUPON_TEXT.title}
      </Heading>
      <CouponForm
        onRedeemed={() => {
          void refreshWallets()
          refreshHistory()
        }}
      />
      <WalletCards />
      <Stack as="section" gap="2" aria-label={COUPON_TEXT.history}>
        <Heading as="h2" size="md">
          {COUPON_TEXT.history}
        </Heading>
        <CouponHistory />
      </Stack>
    </Stack>
  )
}
