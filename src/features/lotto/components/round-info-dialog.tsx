import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { AppDialog } from '../../../components/ui/app-dialog'
import { BET_TYPE_INFO, isBetType } from '../../../contract/lotto-rules'
import { errorMessage } from '../../../lib/api-errors'
import { formatBaht } from '../../../lib/format'
import { roundInfoQuery } from '../atoms'
import { formatRate } from '../format-rate'
import { LOTTO_TEXT } from '../texts'

type Tab = 'rules' | 'rates' | 'limits'
const TABS: { id: Tab; label: string }[] = [
  { id: 'rules', label: LOTTO_TEXT.rules },
  { id: 'rates', label: LOTTO_TEXT.roundRates },
  { id: 'limits', label: LOTTO_TEXT.limits },
]

const limitedText = (l: {
  kind: string
  rate: number | null
  cap: number | null
  remaining: number | null
}) =>
  l.kind === 'closed'
    ? 'ปิดรับเลขนี้'
    : l.kind === 'rate'
      ? formatRate(l.rate ?? 0)
      : `รับรวมไม่เกิน ${formatBaht(l.cap ?? 0)}${l.remaining !== null ? ` (เหลือ ${formatBaht(l.remaining)})` : ''}`

/** The round's rules (`lotto/rule`), rates with its เลขอั้น (`lotto/rate`) and limits (`lotto/limit`). */
export function RoundInfoDialog({ roundId, onClose }: { roundId: number; onClose: () => void }) {
  const [tab, setTab] = useState<Tab>('rules')
  const { data, error } = useAtomValue(roundInfoQuery(String(roundId)))
  return (
    <AppDialog open onClose={onClose} title={LOTTO_TEXT.roundInfo} width={480}>
      <Stack gap="3">
        <HStack gap="2" role="tablist">
          {TABS.map((t) => (
            <Button
              key={t.id}
              role="tab"
              aria-selected={tab === t.id}
              size="xs"
              flex="1"
              variant={tab === t.id ? 'solid' : 'outline'}
              onClick={() => setTab(t.id)}
            >
              {t.label}
            </Button>
          ))}
        </HStack>
        {!data ? (
          <Text color={error ? 'fg.error' : 'fg.muted'}>
            {error ? errorMessage(error) : LOTTO_TEXT.infoLoading}
          </Text>
        ) : tab === 'rules' ? (
          <Stack as="ul" gap="2" m="0" p="0" role="tabpanel" aria-label={LOTTO_TEXT.rules}>
            {data.rule.rules.map((r) => (
              <Text as="li" key={r} fontSize="sm" listStyleType="none">
                {r}
              </Text>
            ))}
          </Stack>
        ) : tab === 'rates' ? (
          <Stack gap="1" role="tabpanel" aria-label={LOTTO_TEXT.roundRates}>
            {data.rate.rates.map((r) => (
              <HStack key={r.bet_type} justify="space-between">
                <Text>{r.name}</Text>
                <Text fontWeight="semibold">{formatRate(r.rate)}</Text>
              </HStack>
            ))}
            {data.rate.limited.length ? (
              <>
                <Text fontWeight="bold" mt="2">
                  {LOTTO_TEXT.limited}
                </Text>
                {data.rate.limited.map((l) => (
                  <HStack key={`${l.bet_type}:${l.number}`} justify="space-between" fontSize="sm">
                    <Text>
                      {isBetType(l.bet_type) ? BET_TYPE_INFO[l.bet_type].name : l.bet_type} {l.number}
                    </Text>
                    <Text color="gold.400">{limitedText(l)}</Text>
                  </HStack>
                ))}
              </>
            ) : null}
          </Stack>
        ) : (
          <Stack gap="2" role="tabpanel" aria-label={LOTTO_TEXT.limits}>
            {data.limit.limits.map((l) => (
              <Stack key={l.bet_type} gap="0">
                <Text fontWeight="semibold">{l.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {LOTTO_TEXT.minMax(l.min_amount, l.max_amount)} · {LOTTO_TEXT.perNumber(l.max_per_number)}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </AppDialog>
  )
}
