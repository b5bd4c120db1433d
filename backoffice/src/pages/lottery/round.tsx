import { Alert, Button, Card, Flex, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import { useCallback, useEffect, useState } from 'react'
import { Link } from 'wouter'
import type { LottoRoundDetail } from '../../../../src/contract/lotto'
import type { OperatorRound } from '../../../../src/contract/lotto-operator'
import {
  CATEGORY_BET_TYPES,
  RESULT_FIELD_NAMES,
  type ResultField,
} from '../../../../src/contract/lotto-rules'
import { dayAt } from '../../../../src/lib/bangkok-day'
import { formatBaht } from '../../../../src/lib/format'
import { formatDate, formatDateTime } from '../../../../src/lib/thai-date'
import { fetchLottoRound, fetchLottoRounds, StaffApiError, settleLottoRound } from '../../api'
import { ExposureTable } from './exposure'
import { type LimitedDraft, LimitedPanel } from './limited'
import { Fact, ResultForm } from './result-form'
import { houseColor, RoundStatusBadge, useMayRunLottery } from './shared'

/** While a result's settlement runs (the job), the round is read again this often. */
const SETTLING_POLL_MS = 3000

/**
 * One round: its facts and totals; its result (entered here once it has closed, after the
 * preview of what settlement pays; then settlement's progress); the exposure per number and the
 * เลขอั้น (set while it still takes bets).
 */
export function LotteryRoundPage({ params }: { params: { id: string } }) {
  const roundId = Number(params.id)
  const mayRun = useMayRunLottery()
  const [detail, setDetail] = useState<LottoRoundDetail | null>(null)
  const [totals, setTotals] = useState<OperatorRound | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [version, setVersion] = useState(0)
  const [draft, setDraft] = useState<LimitedDraft | null>(null)
  const [settling, setSettling] = useState(false)

  const load = useCallback(async () => {
    try {
      const round = await fetchLottoRound(roundId)
      setDetail(round)
      const rounds = await fetchLottoRounds({ category_id: round.category_id, date: round.draw_date })
      setTotals(rounds.find((r) => r.id === roundId) ?? null)
    } catch (e) {
      setError(e instanceof StaffApiError ? e.message : 'โหลดไม่สำเร็จ')
    }
  }, [roundId])
  useEffect(() => {
    void load()
  }, [load])

  // Settlement runs by itself after the result: follow it until every bill is settled.
  const waitingSettlement = totals?.status === 'resulted' && !totals.settled_at
  useEffect(() => {
    if (!waitingSettlement) return
    const timer = setInterval(() => void load(), SETTLING_POLL_MS)
    return () => clearInterval(timer)
  }, [waitingSettlement, load])

  const settleNow = async () => {
    setSettling(true)
    try {
      const done = await settleLottoRound(roundId)
      setMessage(`จ่ายรางวัลแล้ว ${done.won} โพย ${formatBaht(done.paid)}`)
      await load()
    } catch (e) {
      setError(e instanceof StaffApiError ? e.message : 'จ่ายรางวัลไม่สำเร็จ')
    } finally {
      setSettling(false)
    }
  }

  if (error && !detail) return <Text color="red.600">{error}</Text>
  if (!detail)
    return (
      <Flex justify="center" p="6">
        <Spinner aria-label="กำลังโหลด" />
      </Flex>
    )
  const status = totals?.status ?? detail.status
  const betTypes = CATEGORY_BET_TYPES[detail.category_code]
  const mayLimit = mayRun && status === 'open'
  const result = detail.result

  return (
    <Stack gap="3">
      <Link href={`/?date=${detail.draw_date}&category=${detail.category_id}`}>
        <Button size="xs" variant="ghost">
          ‹ งวดทั้งหมด
        </Button>
      </Link>
      <Card.Root>
        <Card.Body p="3" gap="2">
          <Flex justify="space-between" gap="2" align="start" wrap="wrap">
            <Heading size="md">{detail.title}</Heading>
            <RoundStatusBadge status={status} />
          </Flex>
          <Text fontSize="sm" color="gray.600">
            {detail.category_name} · ออกผล {formatDate(dayAt(detail.draw_date))} · ปิดรับ{' '}
            {formatDateTime(detail.close_at)} · ประกาศผล {formatDateTime(detail.draw_at)}
          </Text>
          {totals && (
            <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="2">
              <Fact label="โพย" value={String(totals.bill_count)} />
              <Fact label="ยอดแทง" value={formatBaht(totals.staked)} />
              <Fact label="จ่ายรางวัลแล้ว" value={formatBaht(totals.paid)} />
              {status === 'resulted' && (
                <Fact
                  label="เจ้ามือได้/เสีย"
                  value={formatBaht(totals.staked - totals.paid)}
                  color={houseColor(totals.staked - totals.paid)}
                />
              )}
            </Grid>
          )}
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Body p="3" gap="2">
          <Heading size="sm">ผลรางวัล</Heading>
          {message && (
            <Alert.Root status="success" data-testid="bo-round-message">
              <Alert.Indicator />
              <Alert.Title>{message}</Alert.Title>
            </Alert.Root>
          )}
          {status === 'resulted' && result && (
            <>
              <Grid
                templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }}
                gap="2"
                data-testid="bo-round-result"
              >
                {(Object.entries(result.detail) as [ResultField, string | string[]][]).map(
                  ([field, value]) => (
                    <Fact key={field} label={RESULT_FIELD_NAMES[field]} value={[value].flat().join(' ')} />
                  ),
                )}
              </Grid>
              {result.demo && <Text color="orange.600">ผลสุ่มของระบบสาธิต</Text>}
              <Flex gap="2" align="center" wrap="wrap" data-testid="bo-settlement">
                {totals?.settled_at ? (
                  <Text color="green.700">จ่ายรางวัลครบแล้ว {formatDateTime(totals.settled_at)}</Text>
                ) : (
                  <>
                    <Spinner size="sm" />
                    <Text>กำลังจ่ายรางวัล…</Text>
                    {mayRun && (
                      <Button size="xs" variant="outline" loading={settling} onClick={settleNow}>
                        จ่ายรางวัลตอนนี้
                      </Button>
                    )}
                  </>
                )}
              </Flex>
            </>
          )}
          {status === 'void' && <Text color="red.600">งวดนี้ถูกยกเลิก โพยทั้งหมดได้รับเงินคืน</Text>}
          {status === 'open' && (
            <Text color="gray.600">กรอกผลได้หลังปิดรับ ({formatDateTime(detail.close_at)})</Text>
          )}
          {status === 'closed' && detail.category_code === 'yeekee' && (
            <Text color="gray.600">ผลยี่กีคำนวณจากเลขที่สมาชิกยิง ไม่ต้องกรอก</Text>
          )}
          {status === 'closed' && detail.category_code !== 'yeekee' && !mayRun && (
            <Text color="gray.600">รอฝ่ายหวยกรอกผล</Text>
          )}
          {status === 'closed' && detail.category_code !== 'yeekee' && mayRun && (
            <ResultForm
              roundId={roundId}
              category={detail.category_code}
              onEntered={() => {
                setMessage('บันทึกผลแล้ว ระบบกำลังจ่ายรางวัล')
                void load()
              }}
            />
          )}
          {error && <Text color="red.600">{error}</Text>}
        </Card.Body>
      </Card.Root>

      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="3" alignItems="start">
        <Card.Root>
          <Card.Body p="3">
            <ExposureTable
              roundId={roundId}
              betTypes={betTypes}
              version={version}
              onLimit={
                mayLimit ? (row) => setDraft({ bet_type: row.bet_type, number: row.number }) : undefined
              }
            />
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body p="3">
            <LimitedPanel
              roundId={roundId}
              betTypes={betTypes}
              editable={mayLimit}
              draft={draft}
              onChanged={() => setVersion((v) => v + 1)}
            />
          </Card.Body>
        </Card.Root>
      </Grid>
    </Stack>
  )
}
