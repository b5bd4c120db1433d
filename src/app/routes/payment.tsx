import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useEffect, useRef } from 'react'
import { Link } from 'wouter'
import { PATHS } from '../../config/paths'
import { setCurrentOrderAtom } from '../../features/payment/atoms'
import { PaymentView } from '../../features/payment/components/payment-view'
import { PAYMENT_TEXT } from '../../features/payment/texts'
import { useCurrentOrder } from '../../features/payment/use-order-status'
import { ResponsibleOffer } from '../../features/responsible/components/offer'
import { totalBalanceAtom, walletsLoadingAtom } from '../../features/wallet/atoms'
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

/** After payment: where a member goes next (the games on the home page, or another deposit). */
function Onward() {
  return (
    <HStack gap="3" justify="center" pt="1">
      <Button asChild>
        <Link href="~/">{PAYMENT_TEXT.playGames}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="~/member/deposit">{PAYMENT_TEXT.depositAgain}</Link>
      </Button>
    </HStack>
  )
}

function Payment() {
  const order = useCurrentOrder()
  const setOrder = useSetAtom(setCurrentOrderAtom)
  const paid = useRef(false)
  // The wallets reload by themselves: a paid order is a balance change (payment/atoms.ts).
  const onPaid = useCallback(() => {
    paid.current = true
  }, [])
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
  return (
    <PaymentView
      order={order}
      onPaid={onPaid}
      paidDetails={
        <>
          <NewBalance />
          <Onward />
          <ResponsibleOffer />
        </>
      }
    />
  )
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
