import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useState } from 'react'
import type { YeekeeArithmetic, YeekeeBonus, YeekeeShot } from '../../../contract/yeekee'
import { errorMessage } from '../../../lib/api-errors'
import { groupDigits } from '../../../lib/format'
import { getAllYeekeeShots } from '../api'
import { YEEKEE_TEXT } from '../texts'
import { recomputeYeekee, shotsCsv, type YeekeeCheck } from '../yeekee'
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
 * position 16 (newest first), the number drawn from the revealed seed, the result and the numbers
 * read from it. "ตรวจผลด้วยตัวเอง" checks the seed against the commitment this page saw before
 * shooting closed (`shownHash`; the answer's own hash, said so, when the page opened later), and
 * recomputes everything here from every shot of the round (loaded page by page when the board
 * carries only the newest) with the rule the server uses; "ดาวน์โหลดเลขทั้งหมด" gives every shot as
 * CSV. The round's bonuses (positions 1 and 16) follow the arithmetic when there are any.
 */
export function YeekeeAudit({
  roundId,
  result,
  shots,
  count,
  bonus,
  shownHash,
  answerHash,
}: {
  roundId: number
  result: YeekeeArithmetic
  /** The shots the board holds (newest first). */
  shots: readonly YeekeeShot[]
  /** How many shots the round has. */
  count: number
  bonus: readonly YeekeeBonus[]
  shownHash: string | null
  answerHash: string | null
}) {
  const [check, setCheck] = useState<{ check: YeekeeCheck; count: number } | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)

  /** Every shot of the round: the board's when it holds them all, otherwise page by page. */
  async function withAllShots(then: (all: readonly YeekeeShot[]) => Promise<void> | void) {
    setBusy(true)
    setFailure(null)
    try {
      await then(shots.length >= count ? shots : await getAllYeekeeShots(roundId))
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }
  const verify = () =>
    withAllShots(async (all) =>
      setCheck({
        check: await recomputeYeekee(roundId, all, result, shownHash ?? answerHash),
        count: all.length,
      }),
    )

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
          {result.seed === null ? null : (
            <Figure label={YEEKEE_TEXT.seedNumber} value={result.seed_number} testId="audit-seed-number" />
          )}
          <Figure
            label={YEEKEE_TEXT.subtraction}
            value={arithmetic(
              result.sum,
              result.shot16,
              result.seed === null ? null : result.seed_number,
              result.value,
            )}
            testId="audit-subtraction"
          />
        </Stack>
        {result.seed === null ? null : (
          <SeedFigures seed={result.seed} shownHash={shownHash} answerHash={answerHash} />
        )}
        <YeekeeBonusList bonus={bonus} />
        <HStack gap="2" wrap="wrap">
          <Button size="sm" onClick={() => void verify()} loading={busy}>
            {YEEKEE_TEXT.verify}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => void withAllShots((all) => downloadCsv(roundId, all))}
          >
            {YEEKEE_TEXT.csv}
          </Button>
        </HStack>
        {failure ? (
          <Text fontSize="sm" color="fg.error" role="alert">
            {errorMessage(failure)}
          </Text>
        ) : null}
        {check ? <CheckResult check={check.check} count={check.count} /> : null}
      </Stack>
    </Box>
  )
}

/** "sum − shot16 + seed number = value", digits grouped (no seed term for a round from before seeds). */
const arithmetic = (
  sum: string | bigint,
  shot16: string,
  seedNumber: string | null,
  value: string | bigint,
) =>
  `${groupDigits(sum)} − ${groupDigits(BigInt(shot16))}${seedNumber === null ? '' : ` + ${groupDigits(BigInt(seedNumber))}`} = ${groupDigits(value)}`

function SeedFigures({
  seed,
  shownHash,
  answerHash,
}: {
  seed: string
  shownHash: string | null
  answerHash: string | null
}) {
  return (
    <Stack gap="1" fontSize="xs">
      <Text color="fg.muted">{YEEKEE_TEXT.commitment}</Text>
      <Text fontFamily="mono" wordBreak="break-all" data-testid="audit-commitment">
        {shownHash ?? answerHash}
      </Text>
      <Text color="fg.muted">
        {shownHash === null ? YEEKEE_TEXT.seedShownAfter : YEEKEE_TEXT.seedShownBefore}
      </Text>
      <Text color="fg.muted">{YEEKEE_TEXT.seed}</Text>
      <Text fontFamily="mono" wordBreak="break-all" data-testid="audit-seed">
        {seed}
      </Text>
    </Stack>
  )
}

function CheckResult({ check, count }: { check: YeekeeCheck; count: number }) {
  return (
    <Stack gap="1" fontSize="sm" role="status" aria-label={YEEKEE_TEXT.verify} data-testid="audit-check">
      <Text color="fg.muted">{YEEKEE_TEXT.verified(count)}</Text>
      {check.seedOk === null ? null : (
        <Text color={check.seedOk ? 'fg.success' : 'fg.error'} data-testid="audit-seed-verdict">
          {check.seedOk ? YEEKEE_TEXT.seedOk : YEEKEE_TEXT.seedBad}
        </Text>
      )}
      {check.shot16 && check.value !== null && check.numbers ? (
        <Text fontVariantNumeric="tabular-nums">
          {arithmetic(
            check.sum,
            check.shot16.number,
            check.seedOk === null ? null : String(check.seedNumber ?? 0n),
            check.value,
          )}{' '}
          → {YEEKEE_TEXT.top3} {check.numbers.top3} · {YEEKEE_TEXT.top2} {check.numbers.top2} ·{' '}
          {YEEKEE_TEXT.bottom2} {check.numbers.bottom2}
        </Text>
      ) : null}
      <Text fontWeight="bold" color={check.matches ? 'fg.success' : 'fg.error'} data-testid="audit-verdict">
        {check.matches ? YEEKEE_TEXT.matches : YEEKEE_TEXT.differs}
      </Text>
    </Stack>
  )
}
