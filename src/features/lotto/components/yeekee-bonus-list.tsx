import { Box } from '@chakra-ui/react/box'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { YeekeeBonus } from '../../../contract/yeekee'
import { formatBaht } from '../../../lib/format'
import { YEEKEE_TEXT } from '../texts'

/**
 * A resulted round's bonuses (positions 1 and 16, newest first): the position, the shooter's masked
 * username, the amount and whether it was paid ("จ่ายแล้ว") or not (the shooter had no bill in the
 * round). Nothing when there is no bonus.
 */
export function YeekeeBonusList({ bonus }: { bonus: readonly YeekeeBonus[] }) {
  if (bonus.length === 0) return null
  return (
    <Stack gap="1" fontSize="sm">
      <Text fontWeight="bold">{YEEKEE_TEXT.bonus}</Text>
      <Stack as="ul" aria-label={YEEKEE_TEXT.bonus} gap="1" m="0" p="0">
        {bonus.map((entry) => (
          <Box
            as="li"
            key={entry.position}
            listStyleType="none"
            bg="bg.subtle"
            rounded="md"
            px="3"
            py="1.5"
            aria-label={YEEKEE_TEXT.bonusPosition(entry.position)}
            data-testid={`bonus-${entry.position}`}
          >
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Text as="span" fontWeight="bold" color="gold.300">
                {YEEKEE_TEXT.bonusPosition(entry.position)}
              </Text>
              <Text as="span" flex="1" truncate>
                {entry.username}
              </Text>
              <Text as="span" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid="bonus-amount">
                {formatBaht(entry.amount)}
              </Text>
              <Text
                as="span"
                fontSize="xs"
                color={entry.paid ? 'fg.success' : 'fg.muted'}
                data-testid="bonus-status"
              >
                {entry.paid ? YEEKEE_TEXT.bonusPaid : YEEKEE_TEXT.bonusUnpaid}
              </Text>
            </HStack>
          </Box>
        ))}
      </Stack>
    </Stack>
  )
}
