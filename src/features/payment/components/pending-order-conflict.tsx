import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { Link } from 'wouter'
import type { PaymentOrder } from '../../../contract/payment'
import { errorMessage } from '../../../lib/api-errors'
import { formatBaht } from '../../../lib/format'
import { cancelOrder } from '../api'
import { setCurrentOrderAtom } from '../atoms'
import { PAYMENT_TEXT } from '../texts'

/**
 * generate_qr was refused because a QR still waits for payment: the member pays that one, or drops it
 * after a warning (money sent to a dropped QR is not credited automatically). Never silently.
 */
export function PendingOrderConflict({
  order,
  onCancelled,
}: {
  order: PaymentOrder
  onCancelled: () => void
}) {
  const setCurrentOrder = useSetAtom(setCurrentOrderAtom)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const cancel = async () => {
    setBusy(true)
    try {
      await cancelOrder(order.id)
      onCancelled()
    } catch (e) {
      setError(errorMessage(e))
      setBusy(false)
    }
  }

  return (
    <Box role="status" bg="gold.subtle" rounded="md" px="3" py="2">
      <Stack gap="2">
        <Text fontSize="sm">{PAYMENT_TEXT.pendingOrder(formatBaht(order.amount))}</Text>
        {confirming ? <Text fontSize="sm">{PAYMENT_TEXT.cancelWarning}</Text> : null}
        {error ? (
          <Text fontSize="sm" color="fg.error">
            {error}
          </Text>
        ) : null}
        <HStack gap="2" flexWrap="wrap">
          <Button asChild size="sm" onClick={() => setCurrentOrder(order)}>
            <Link href="~/member/payment">{PAYMENT_TEXT.resume}</Link>
          </Button>
          {confirming ? (
            <Button size="sm" variant="outline" colorPalette="red" loading={busy} onClick={cancel}>
              {PAYMENT_TEXT.confirmCancel}
            </Button>
          ) : (
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
              {PAYMENT_TEXT.cancelOld}
            </Button>
          )}
        </HStack>
      </Stack>
    </Box>
  )
}
