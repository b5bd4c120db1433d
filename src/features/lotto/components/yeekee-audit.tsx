import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useState } from 'react'
import type { YeekeeArithmetic, YeekeeBonus, YeekeeShot } from '../../../contract/yeekee'
import { YEEKEE_TEXT } from '../texts'
import { groupDigits, recomputeYeekee, shotsCsv, type YeekeeCheck } from '../yeekee'
import { YeekeeBonusList } from './yeekee-bonus-list'

const Figure = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <HStack justify="space-between" gap="2">
    <Text color="fg.muted">{label}</Text>
    <Text fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid={testId}>
      {value}
    </Text>
  </HStack>
)

const Digits = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Stack gap="0" align="center" minW="16">
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Text fontSize="xl" fontWeight="bold" letterSpacing="wider" color="gold.300" data-testid={testId}>
      {value}
    </Text>
  </Stack>
)

/** Offers the shots as `yeekee-<round>.csv` (position, id, time, masked user, number). */
function downloadCsv(roundId: number, shots: readonly YeekeeShot[]) {
  const url = URL.createObjectURL(new Blob([shotsCsv(shots)], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `yeekee-${roundId}.csv`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/**
 * A resulted round's arithmetic as the server published it: the sum of every shot, the shot at
 * position 16 (newest first), the subtraction and the numbers read from it. "ตรวจผลด้วยตัวเอง"
 * recomputes all of it here from the published shots (the rule function the server uses) and says
 * whether it matches; "ดาวน์โหลด CSV" gives the shots. `complete` is false when the board carries
 * fewer shots than the round has (the check would be meaningless). The round's bonuses (positions 1
 * and 16) follow the arithmetic when there are any.
 */
export function YeekeeAudit({
  roundId,
  result,
  shots,
  bonus,
  complete,
}: {
  roundId: number
  result: YeekeeArithmetic
  shots: readonly YeekeeShot[]
  bonus: readonly YeekeeBonus[]
  complete: boolean
}) {
  const [check, setCheck] = useState<YeekeeCheck | null>(null)
  return (
    <Box
      as="section"
      aria-label={YEEKEE_TEXT.audit}
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      p="3"
    >
      <Stack gap="3">
        <Heading as="h2" size="md">
          {YEEKEE_TEXT.audit}
        </Heading>
        <HStack gap="3" justify="center" wrap="wrap">
          <Digits label={YEEKEE_TEXT.top3} value={result.numbers.top3} testId="yeekee-top3" />
          <Digits label={YEEKEE_TEXT.top2} value={result.numbers.top2} testId="yeekee-top2" />
          <Digits label={YEEKEE_TEXT.bottom2} value={result.numbers.bottom2} testId="yeekee-bottom2" />
        </HStack>
        <Stack gap="1" fontSize="sm">
          <Figure label={YEEKEE_TEXT.sumAll} value={groupDigits(result.sum)} testId="audit-sum" />
          <Figure label={YEEKEE_TEXT.shot16} value={result.shot16} testId="audit-shot16" />
          <Figure
            label={YEEKEE_TEXT.subtraction}
            value={`${groupDigits(result.sum)} − ${groupDigits(BigInt(result.shot16))} = ${groupDigits(result.value)}`}
            testId="audit-subtraction"
          />
        </Stack>
        <YeekeeBonusList bonus={bonus} />
        <HStack gap="2" wrap="wrap">
          <Button size="sm" onClick={() => setCheck(recomputeYeekee(shots, result))} disabled={!complete}>
            {YEEKEE_TEXT.verify}
          </Button>
          <Button size="sm" variant="outline" onClick={() => downloadCsv(roundId, shots)}>
            {YEEKEE_TEXT.csv}
          </Button>
        </HStack>
        {!complete ? (
          <Text fontSize="sm" color="fg.muted">
            {YEEKEE_TEXT.incomplete}
          </Text>
        ) : null}
        {check ? <CheckResult check={check} count={shots.length} /> : null}
      </Stack>
    </Box>
  )
}

function CheckResult({ check, count }: { check: YeekeeCheck; count: number }) {
  return (
    <Stack gap="1" fontSize="sm" role="status" aria-label={YEEKEE_TEXT.verify} data-testid="audit-check">
      <Text color="fg.muted">{YEEKEE_TEXT.verified(count)}</Text>
      {check.shot16 && check.value !== null && check.numbers ? (
        <Text fontVariantNumeric="tabular-nums">
          {groupDigits(check.sum)} − {groupDigits(BigInt(check.shot16.number))} = {groupDigits(check.value)} →{' '}
          {YEEKEE_TEXT.top3} {check.numbers.top3} · {YEEKEE_TEXT.top2} {check.numbers.top2} ·{' '}
          {YEEKEE_TEXT.bottom2} {check.numbers.bottom2}
        </Text>
      ) : null}
      <Text fontWeight="bold" color={check.matches ? 'fg.success' : 'fg.error'} data-testid="audit-verdict">
        {check.matches ? YEEKEE_TEXT.matches : YEEKEE_TEXT.differs}
      </Text>
    </Stack>
  )
}
