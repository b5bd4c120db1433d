import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { AppDialog } from '../../../components/ui/app-dialog'
import type { BillCheck, BillCheckLine } from '../../../contract/lotto'
import { acceptedVerdict } from '../../../contract/lotto-rules'
import { formatBaht } from '../../../lib/format'
import { formatRate } from '../format-rate'
import { lineKey, potentialPayout, type SlipLine, slipTotal } from '../slip'
import { LOTTO_TEXT } from '../texts'
import { AmountInput } from './amount-input'

export interface BillDialogProps {
  /** The cached bill/validate answer. */
  check: BillCheck
  /** The slip's lines now (their amounts may have been edited here since the check). */
  lines: readonly SlipLine[]
  /** The slip differs from the input the check answered: check again before placing. */
  stale: boolean
  busy: boolean
  /** The server's refusal of the last attempt, as it said it. */
  error: string | null
  onAmount: (key: string, amount: number) => void
  onRemoveRefused: () => void
  onRecheck: () => void
  onPlace: () => void
  onClose: () => void
}

/**
 * The lotto bill dialog (spec: number, rate, amount input, close): every line of the checked bill
 * with its number, the rate it gets, its stake (editable) and payout; a line whose rate was cut by a
 * เลขอั้น is marked "อั้น: จ่ายลดลง", a refused one "ไม่รับแทง" with the reason. The bill is placed only
 * when the server accepted every line of exactly this input.
 */
export function BillDialog(props: BillDialogProps) {
  const { check, lines, stale, busy, error } = props
  const amounts = new Map(lines.map((l) => [l.key, l.amount]))
  const refused = check.lines.filter((l) => !acceptedVerdict(l.verdict))
  const canPlace = !stale && check.ok && refused.length === 0
  const footer = (
    <HStack w="full" justify="space-between" gap="2" wrap="wrap">
      <Button variant="outline" size="sm" onClick={props.onClose} disabled={busy}>
        {LOTTO_TEXT.close}
      </Button>
      <HStack gap="2">
        {refused.length > 0 && !stale ? (
          <Button variant="subtle" size="sm" onClick={props.onRemoveRefused} disabled={busy}>
            {LOTTO_TEXT.removeRefused}
          </Button>
        ) : null}
        {canPlace ? (
          <Button size="sm" onClick={props.onPlace} loading={busy} loadingText={LOTTO_TEXT.placing}>
            {LOTTO_TEXT.place}
          </Button>
        ) : (
          <Button size="sm" onClick={props.onRecheck} loading={busy} loadingText={LOTTO_TEXT.checking}>
            {LOTTO_TEXT.recheck}
          </Button>
        )}
      </HStack>
    </HStack>
  )
  return (
    <AppDialog
      open
      onClose={busy ? () => undefined : props.onClose}
      title={LOTTO_TEXT.billTitle}
      width={480}
      footer={footer}
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {check.round.title}
        </Text>
        <Stack as="ul" gap="2" m="0" p="0" aria-label={LOTTO_TEXT.lines}>
          {check.lines.map((line) => {
            const key = lineKey(line.bet_type, line.number)
            return (
              <BillRow
                key={key}
                line={line}
                amount={amounts.get(key) ?? line.amount}
                onAmount={(a) => props.onAmount(key, a)}
              />
            )
          })}
        </Stack>
        <HStack justify="space-between">
          <Text>{LOTTO_TEXT.total}</Text>
          <Text fontWeight="bold" fontSize="lg" data-testid="bill-total">
            {formatBaht(slipTotal(lines))}
          </Text>
        </HStack>
        {error ? (
          <Text role="alert" color="fg.error">
            {error}
          </Text>
        ) : null}
      </Stack>
    </AppDialog>
  )
}

function BillRow({
  line,
  amount,
  onAmount,
}: {
  line: BillCheckLine
  amount: number
  onAmount: (a: number) => void
}) {
  const refused = !acceptedVerdict(line.verdict)
  const reduced = line.verdict === 'reduced'
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderColor={refused ? 'border.error' : reduced ? 'gold.600' : 'border'}
      rounded="md"
      px="3"
      py="2"
      aria-label={`${line.name} ${line.number}`}
      data-verdict={line.verdict}
    >
      <HStack justify="space-between" gap="2">
        <Stack gap="0">
          <Text fontSize="xs" color="fg.muted">
            {line.name}
          </Text>
          <Text fontSize="xl" fontWeight="bold" letterSpacing="wider">
            {line.number}
          </Text>
          <Text fontSize="xs">{refused ? '–' : formatRate(line.rate)}</Text>
        </Stack>
        <AmountInput
          value={amount}
          onValue={onAmount}
          label={LOTTO_TEXT.lineAmount(line.name, line.number)}
        />
      </HStack>
      {reduced ? (
        <Text fontSize="xs" fontWeight="bold" color="gold.400" data-testid="line-mark">
          {LOTTO_TEXT.reduced}
          {line.reason ? ` (${line.reason})` : ''}
        </Text>
      ) : null}
      {refused ? (
        <Text fontSize="xs" fontWeight="bold" color="fg.error" data-testid="line-mark">
          {LOTTO_TEXT.refused}
          {line.reason ? `: ${line.reason}` : ''}
        </Text>
      ) : (
        <Text fontSize="xs" color="fg.muted">
          {LOTTO_TEXT.payout(potentialPayout(amount, line.rate))}
        </Text>
      )}
    </Box>
  )
}
