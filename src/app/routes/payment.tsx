import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useEffect, useRef } from 'react'
import { Link } from 'wouter'
import { PATHS } from '../../config/paths'
import { setCurrentOrderAtom } from '../../features/payment/atoms'
import { PaymentView } from '../../features/payment/components/payment-view'
import { PAYMENT_TEXT } from '../../features/payment/texts'
import { useCurrentOrder } from '../../features/payment/use-order-status'
import { refreshWalletsAtom, totalBalanceAtom, walletsLoadingAtom } from '../../features/wallet/atoms'
import { formatBaht } from '../../lib/format'

function NewBalance() {
  const total = useAtomValue(totalBalanceAtom)
  const loading = useAtomValue(walletsLoadingAtom)
  return (
    <Text fontSize="lg" aria-busy={loading}>
      {PAYMENT_TEXT.newBalance} <strong>{loading ? '…' : formatBaht(total)}</strong>
    </Text>
  )
}

function Payment() {
  const order = useCurrentOrder()
  const refreshWallets = useSetAtom(refreshWalletsAtom)
  const setOrder = useSetAtom(setCurrentOrderAtom)
  const paid = useRef(false)
  const onPaid = useCallback(() => {
    paid.current = true
    void refreshWallets()
  }, [refreshWallets])
  // A paid order is done: coming back to this page later asks the server for a pending one.
  useEffect(
    () => () => {
      if (paid.current) setOrder(null)
    },
    [setOrder],
  )
  if (order === undefined) return <Text role="status">{PAYMENT_TEXT.loadingOrder}</Text>
  if (order === null) {
    return (
      <Stack gap="3" textAlign="center">
        <Text>{PAYMENT_TEXT.noOrder}</Text>
        <Button asChild>
          <Link href={`~${PATHS.deposit}`}>{PAYMENT_TEXT.toDeposit}</Link>
        </Button>
      </Stack>
    )
  }
  return <PaymentView order={order} onPaid={onPaid} paidDetails={<NewBalance />} />
}

/** /member/payment: the PromptPay QR of the member's order until it is paid or expires. */
export default function PaymentPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {PAYMENT_TEXT.paymentTitle}
      </Heading>
      <Payment />
    </Stack>
  )
}
