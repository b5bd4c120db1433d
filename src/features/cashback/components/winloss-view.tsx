import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue } from 'jotai'
import { useLocation, useSearch } from 'wouter'
import { errorMessage } from '../../../lib/api-errors'
import { bangkokToday, dayAt, shiftDay } from '../../../lib/bangkok-day'
import { formatDate } from '../../../lib/thai-date'
import { winLossKey, winLossQuery } from '../atoms'
import { CASHBACK_TEXT } from '../texts'
import { WinLossCard } from './winloss-card'

/** The member's win/loss of a day or a week (URL: ?period=week&date=YYYY-MM-DD), as win/lose cards. */
export function WinLossView() {
  const params = new URLSearchParams(useSearch())
  const [location, navigate] = useLocation()
  const period = params.get('period') === 'week' ? 'week' : 'day'
  const rawDate = params.get('date') ?? ''
  const date = /^\d{4}-\d{2}-\d{2}$/.test(rawDate) ? rawDate : bangkokToday()
  const { data, error, loading } = useAtomValue(winLossQuery(winLossKey({ period, date })))
  const go = (next: { period?: string; date?: string }) =>
    navigate(`${location}?${new URLSearchParams({ period: next.period ?? period, date: next.date ?? date })}`)
  const step = period === 'week' ? 7 : 1

  return (
    <Stack gap="3" as="section" aria-label={CASHBACK_TEXT.myWinloss}>
      <HStack gap="2">
        {(['day', 'week'] as const).map((p) => (
          <Button
            key={p}
            size="sm"
            variant={p === period ? 'solid' : 'outline'}
            onClick={() => go({ period: p })}
            aria-pressed={p === period}
          >
            {p === 'day' ? CASHBACK_TEXT.day : CASHBACK_TEXT.week}
          </Button>
        ))}
      </HStack>
      <HStack justify="space-between">
        <Button size="xs" variant="ghost" onClick={() => go({ date: shiftDay(date, -step) })}>
          ‹ {CASHBACK_TEXT.prev}
        </Button>
        <Text fontWeight="semibold" data-testid="winloss-period">
          {data ? CASHBACK_TEXT.period(formatDate(dayAt(data.start)), formatDate(dayAt(data.end))) : '…'}
        </Text>
        <Button
          size="xs"
          variant="ghost"
          onClick={() => go({ date: shiftDay(date, step) })}
          disabled={date >= bangkokToday()}
        >
          {CASHBACK_TEXT.next} ›
        </Button>
      </HStack>
      {!data && loading ? <Text aria-busy="true">…</Text> : null}
      {!data && !loading ? <Text color="fg.error">{errorMessage(error)}</Text> : null}
      {data ? (
        <Stack gap="2">
          <WinLossCard title={CASHBACK_TEXT.total} totals={data.totals} testId="winloss-total" />
          {data.totals.bets === 0 ? <Text color="fg.muted">{CASHBACK_TEXT.noPlay}</Text> : null}
          {data.categories.length > 0 ? (
            <Heading as="h3" size="sm">
              {CASHBACK_TEXT.byCategory}
            </Heading>
          ) : null}
          {data.categories.map((c) => (
            <WinLossCard key={c.category} title={c.name} totals={c} testId={`winloss-${c.category}`} />
          ))}
          {period === 'week' && data.days.length > 0 ? (
            <Heading as="h3" size="sm">
              {CASHBACK_TEXT.byDay}
            </Heading>
          ) : null}
          {period === 'week'
            ? data.days.map((d) => <WinLossCard key={d.day} title={formatDate(dayAt(d.day))} totals={d} />)
            : null}
        </Stack>
      ) : null}
    </Stack>
  )
}
