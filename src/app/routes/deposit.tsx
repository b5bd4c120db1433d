import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { RequireMember } from '../../features/auth/components/guards'
import { DepositPanel } from '../../features/payment/components/deposit-panel'
import { PAYMENT_TEXT } from '../../features/payment/texts'
import { loadPromotionsAtom, takeablePromotionsAtom } from '../../features/promotion/atoms'
import { promotionSummary } from '../../features/promotion/texts'
import { WalletCards } from '../../features/wallet/components/wallet-cards'

function Deposit() {
  const [, navigate] = useLocation()
  const loadPromotions = useSetAtom(loadPromotionsAtom)
  const promotions = useAtomValue(takeablePromotionsAtom)
  useEffect(() => {
    void loadPromotions()
  }, [loadPromotions])
  const options = promotions.map((p) => ({ id: p.id, title: p.title, detail: promotionSummary(p) }))
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {PAYMENT_TEXT.depositTitle}
      </Heading>
      <WalletCards />
      <DepositPanel promotions={options} onGenerated={() => navigate('~/member/payment')} />
    </Stack>
  )
}

/** /member/deposit: wallets, the deposit channels and, for PromptPay, the amount and promotion. */
export default function DepositPage() {
  return (
    <RequireMember>
      <Deposit />
    </RequireMember>
  )
}
