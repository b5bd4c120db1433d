import {
  Box,
  Button,
  Card,
  Field,
  Flex,
  Grid,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import type { OperatorRound } from '../../../../src/contract/lotto-operator'
import { CATEGORY_CODES, LOTTO_CATEGORIES } from '../../../../src/contract/lotto-rules'
import { bangkokToday, dayAt, shiftDay } from '../../../../src/lib/bangkok-day'
import { formatBaht } from '../../../../src/lib/format'
import { formatDate, formatDateTime } from '../../../../src/lib/thai-date'
import { fetchLottoRounds, StaffApiError } from '../../api'
import { RoundStatusBadge } from './shared'

/** The filters of the rounds list, kept in the URL (?category=1&date=YYYY-MM-DD) so back returns to them. */
function useFilters() {
  const params = new URLSearchParams(useSearch())
  const [location, navigate] = useLocation()
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '')
    ? (params.get('date') as string)
    : bangkokToday()
  const category = Number(params.get('category')) || 0
  const set = (next: { category?: number; date?: string }) => {
    const query = new URLSearchParams()
    const c = next.category ?? category
    if (c) query.set('category', String(c))
    query.set('date', next.date ?? date)
    navigate(`${location}?${query}`, { replace: true })
  }
  return { date, category, set }
}

/**
 * The lottery desk's first page: the rounds of a Bangkok draw day (shown in the Buddhist era), of
 * one category or all, by close time, each with its status, bills and stakes; a round opens its page.
 */
export function LotteryRoundsPage() {
  const { date, category, set } = useFilters()
  const [rounds, setRounds] = useState<OperatorRound[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  // Each change of the filters asks again; the answer of a filter no longer shown is dropped (two
  // quick changes' answers may come back in either order).
  useEffect(() => {
    let shown = true
    setError(null)
    fetchLottoRounds({ date, ...(category ? { category_id: category } : {}) }).then(
      (list) => shown && setRounds(list),
      (e) => shown && setError(e instanceof StaffApiError ? e.message : 'โหลดไม่สำเร็จ'),
    )
    return () => {
      shown = false
    }
  }, [date, category])

  // Yeekee has 88 rounds a day: with every category they are one line, the rest listed.
  const yeekeeId = LOTTO_CATEGORIES.yeekee.id
  const shown = category === 0 ? rounds?.filter((r) => r.category_id !== yeekeeId) : rounds
  const yeekeeCount = (rounds?.length ?? 0) - (shown?.length ?? 0)

  return (
    <Stack gap="3">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading size="md">หวย</Heading>
        <Link href="/yeekee-bonus">
          <Button size="sm" variant="outline">
            โบนัสยี่กี
          </Button>
        </Link>
      </Flex>
      <Card.Root>
        <Card.Body p="3">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2" alignItems="end">
            <Field.Root>
              <Field.Label>ประเภทหวย</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={category}
                  onChange={(e) => set({ category: Number(e.target.value) })}
                >
                  <option value={0}>ทุกประเภท</option>
                  {CATEGORY_CODES.map((code) => (
                    <option key={code} value={LOTTO_CATEGORIES[code].id}>
                      {LOTTO_CATEGORIES[code].name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>วันที่ออกผล</Field.Label>
              <HStack gap="1" w="full">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label="วันก่อนหน้า"
                  onClick={() => set({ date: shiftDay(date, -1) })}
                >
                  ‹
                </Button>
                <Input
                  size="sm"
                  type="date"
                  value={date}
                  onChange={(e) => e.target.value && set({ date: e.target.value })}
                />
                <Button
                  size="sm"
                  variant="outline"
                  aria-label="วันถัดไป"
                  onClick={() => set({ date: shiftDay(date, 1) })}
                >
                  ›
                </Button>
              </HStack>
            </Field.Root>
          </Grid>
          <Text mt="2" fontSize="sm" color="gray.600" data-testid="bo-lottery-day">
            งวดที่ออกผลวันที่ {formatDate(dayAt(date))}
            {date === bangkokToday() && ' (วันนี้)'}
          </Text>
        </Card.Body>
      </Card.Root>
      {error && <Text color="red.600">{error}</Text>}
      {yeekeeCount > 0 && (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => set({ category: yeekeeId })}>
          ยี่กี {yeekeeCount} รอบ: ดูรอบยี่กี
        </Button>
      )}
      <Stack gap="1" data-testid="bo-lottery-rounds">
        {shown?.length === 0 && (
          <Text color="gray.500" p="3" textAlign="center">
            ไม่มีงวดที่ออกผลวันนี้
          </Text>
        )}
        {shown?.map((round) => (
          <Link key={round.id} href={`/round/${round.id}`}>
            <Box
              bg="white"
              p="2"
              borderWidth="1px"
              rounded="md"
              _hover={{ borderColor: 'gray.400' }}
              data-testid={`bo-round-${round.id}`}
            >
              <Flex justify="space-between" gap="2" align="start">
                <Box minW="0">
                  <Text fontWeight="medium">{round.title}</Text>
                  <Text fontSize="xs" color="gray.600">
                    {round.category_name} · ปิดรับ {formatDateTime(round.close_at)}
                  </Text>
                </Box>
                <RoundStatusBadge status={round.status} />
              </Flex>
              <Text fontSize="sm" mt="1">
                {round.bill_count} โพย · แทง {formatBaht(round.staked)}
                {round.status === 'resulted' && ` · จ่าย ${formatBaht(round.paid)}`}
                {round.status === 'resulted' && !round.settled_at && ' · กำลังจ่ายรางวัล'}
              </Text>
            </Box>
          </Link>
        ))}
      </Stack>
    </Stack>
  )
}
