import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { Link } from 'wouter'
import { PATHS } from '../../../config/paths'
import { formatBaht } from '../../../lib/format'
import { pendingOrderQueryAtom, setCurrentOrderAtom } from '../atoms'
import { PAYMENT_TEXT } from '../texts'

/** On the deposit page: a QR still waiting for payment (qrcode_info), with a way back to it. */
export function PendingOrderNotice() {
  const { data: found, loading } = useAtomValue(pendingOrderQueryAtom)
  const setCurrentOrder = useSetAtom(setCurrentOrderAtom)
  const order =
    !loading && found?.status === 'pending' && Date.parse(found.expires_at) > Date.now() ? found : null
  if (!order) return null
  return (
    <Box role="status" bg="gold.subtle" rounded="md" px="3" py="2">
      <HStack justify="space-between" gap="2">
        <Text fontSize="sm">{PAYMENT_TEXT.pendingOrder(formatBaht(order.amount))}</Text>
        <Button asChild size="sm" onClick={() => setCurrentOrder(order)}>
          <Link href={`~${PATHS.payment}`}>{PAYMENT_TEXT.resume}</Link>
        </Button>
      </HStack>
    </Box>
  )
}
