import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { CloseIcon } from '../../../components/ui/icons'
import type { BetTypeOffer, LimitedNumber } from '../../../contract/lotto'
import { formatBaht } from '../../../lib/format'
import { formatRate } from '../format-rate'
import { lineRate } from '../line-rate'
import { potentialPayout, type SlipLine } from '../slip'
import { LOTTO_TEXT } from '../texts'
import { AmountInput } from './amount-input'

/**
 * The slip's lines: bet type and number, the rate it would get (a เลขอั้น marked), its stake (editable)
 * and what it pays if it wins; each can be removed.
 */
export function SlipLines({
  lines,
  offers,
  limited,
  onAmount,
  onRemove,
}: {
  lines: readonly SlipLine[]
  offers: readonly BetTypeOffer[]
  limited: readonly LimitedNumber[]
  onAmount: (key: string, amount: number) => void
  onRemove: (key: string) => void
}) {
  if (lines.length === 0) return <Text color="fg.muted">{LOTTO_TEXT.noLines}</Text>
  return (
    <Stack as="ul" gap="2" m="0" p="0" aria-label={LOTTO_TEXT.lines}>
      {lines.map((line) => {
        const name = offers.find((o) => o.bet_type === line.bet_type)?.name ?? line.bet_type
        const { rate, limited: limit } = lineRate(offers, limited, line.bet_type, line.number)
        return (
          <Box
            as="li"
            key={line.key}
            listStyleType="none"
            borderWidth="1px"
            borderColor={limit ? 'gold.600' : 'border'}
            rounded="md"
            px="3"
            py="2"
            aria-label={`${name} ${line.number}`}
          >
            <HStack justify="space-between" gap="2">
              <Stack gap="0" minW="0">
                <HStack gap="2">
                  <Text fontSize="xs" color="fg.muted">
                    {name}
                  </Text>
                  {limit ? (
                    <Text
                      as="span"
                      fontSize="xs"
                      fontWeight="bold"
                      color={limit === 'closed' ? 'fg.error' : 'gold.400'}
                    >
                      {limit === 'closed' ? LOTTO_TEXT.refused : LOTTO_TEXT.limited}
                    </Text>
                  ) : null}
                </HStack>
                <Text fontSize="xl" fontWeight="bold" letterSpacing="wider">
                  {line.number}
                </Text>
                <Text fontSize="xs" data-testid="line-rate">
                  {formatRate(rate)} · {LOTTO_TEXT.payout(potentialPayout(line.amount, rate))}
                </Text>
              </Stack>
              <HStack gap="1">
                <AmountInput
                  value={line.amount}
                  onValue={(amount) => onAmount(line.key, amount)}
                  label={LOTTO_TEXT.lineAmount(name, line.number)}
                />
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={LOTTO_TEXT.removeLine(name, line.number)}
                  onClick={() => onRemove(line.key)}
                >
                  <CloseIcon size={16} />
                </Button>
              </HStack>
            </HStack>
          </Box>
        )
      })}
    </Stack>
  )
}

/** The slip's total and how many lines. */
export function SlipTotal({ count, total }: { count: number; total: number }) {
  return (
    <HStack justify="space-between">
      <Text>
        {LOTTO_TEXT.total} ({LOTTO_TEXT.lineCount(count)})
      </Text>
      <Text fontWeight="bold" fontSize="lg" data-testid="slip-total">
        {formatBaht(total)}
      </Text>
    </HStack>
  )
}
