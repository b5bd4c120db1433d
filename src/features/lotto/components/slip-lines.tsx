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

/**
 * The slip's bar, stuck to the bottom of the screen above the tab bar and the floating buttons
 * (`--bw-bottom-bars`, else their heights; at 80rem they leave the bottom): how many lines, the
 * total stake and "ตรวจสอบโพย", so each number keyed shows at once even with the pad filling the
 * screen. Announced politely to screen readers.
 */
export function SlipBar({
  count,
  total,
  busy,
  onClear,
  onCheck,
}: {
  count: number
  total: number
  busy: boolean
  onClear: () => void
  onCheck: () => void
}) {
  return (
    <Box
      role="region"
      aria-label={LOTTO_TEXT.slipBar}
      position="sticky"
      bottom={{ base: 'var(--bw-bottom-bars, calc(6.875rem + env(safe-area-inset-bottom)))', xl: '0' }}
      zIndex="5"
      px="3"
      py="2"
      bg="bg.panel"
      roundedTop="lg"
      borderWidth="1px"
      borderColor="gold.700"
      boxShadow="0 -6px 16px rgba(0,0,0,.45)"
    >
      <HStack justify="space-between" gap="2">
        <Stack gap="0" aria-live="polite" aria-atomic="true">
          <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
            {LOTTO_TEXT.total} <span data-testid="slip-count">{LOTTO_TEXT.lineCount(count)}</span>
          </Text>
          <Text fontWeight="bold" fontSize="lg" color="gold.300" data-testid="slip-total">
            {formatBaht(total)}
          </Text>
        </Stack>
        <HStack gap="1">
          {count ? (
            <Button variant="ghost" size="sm" onClick={onClear}>
              {LOTTO_TEXT.clearLines}
            </Button>
          ) : null}
          <Button onClick={onCheck} disabled={count === 0} loading={busy} loadingText={LOTTO_TEXT.checking}>
            {LOTTO_TEXT.confirm}
          </Button>
        </HStack>
      </HStack>
    </Box>
  )
}
