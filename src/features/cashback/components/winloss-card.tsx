import { Box } from '@chakra-ui/react/box'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { WinLossTotals } from '../../../contract/cashback'
import { formatBaht } from '../../../lib/format'
import { CASHBACK_TEXT } from '../texts'

/** A win/lose card: green "ได้" when the member came out ahead, red "เสีย" otherwise. */
export function WinLossCard({
  title,
  totals,
  testId,
}: {
  title: string
  totals: WinLossTotals
  testId?: string
}) {
  const won = totals.net >= 0
  return (
    <Box
      borderWidth="1px"
      rounded="md"
      p="3"
      borderColor={won ? 'green.500' : 'red.500'}
      bg={won ? 'green.subtle' : 'red.subtle'}
      data-testid={testId}
      data-result={won ? 'win' : 'lose'}
    >
      <HStack justify="space-between" align="start">
        <Stack gap="0">
          <Text fontWeight="semibold">{title}</Text>
          <Text fontSize="xs" color="fg.muted">
            {CASHBACK_TEXT.bets(totals.bets)} · {CASHBACK_TEXT.stake} {formatBaht(totals.stake)} ·{' '}
            {CASHBACK_TEXT.win} {formatBaht(totals.win)}
            {totals.refund > 0 ? ` · ${CASHBACK_TEXT.refund} ${formatBaht(totals.refund)}` : ''}
          </Text>
        </Stack>
        <Stack gap="0" align="end">
          <Text fontSize="xs">{won ? CASHBACK_TEXT.won : CASHBACK_TEXT.lost}</Text>
          <Text
            fontWeight="bold"
            color={won ? 'fg.success' : 'fg.error'}
            data-testid={testId ? `${testId}-net` : undefined}
          >
            {formatBaht(Math.abs(totals.net))}
          </Text>
        </Stack>
      </HStack>
    </Box>
  )
}
