import { Box } from '@chakra-ui/react/box'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { formatBaht } from '../../../lib/format'
import { PAYMENT_TEXT } from '../texts'

function Row({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <HStack justify="space-between" gap="3">
      <Text as="dt" color={strong ? undefined : 'fg.muted'}>
        {label}
      </Text>
      <Text as="dd" m="0" fontWeight={strong ? 'bold' : 'semibold'} fontSize={strong ? 'lg' : undefined}>
        {formatBaht(value)}
      </Text>
    </HStack>
  )
}

/**
 * What a paid deposit brought: the main-wallet credit and, when a promotion came with it, the bonus
 * and the total, so the member sees the bonus arrived without opening the wallets.
 */
export function PaidAmounts({ main, bonus }: { main: number; bonus: number }) {
  return (
    <Box
      as="dl"
      m="0"
      textAlign="start"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      px="4"
      py="3"
      data-testid="paid-amounts"
    >
      <Stack gap="1">
        <Row label={PAYMENT_TEXT.credited} value={main} strong={bonus === 0} />
        {bonus > 0 ? (
          <>
            <Row label={PAYMENT_TEXT.bonusCredited} value={bonus} />
            <Row label={PAYMENT_TEXT.totalCredited} value={Math.round((main + bonus) * 100) / 100} strong />
          </>
        ) : null}
      </Stack>
    </Box>
  )
}
