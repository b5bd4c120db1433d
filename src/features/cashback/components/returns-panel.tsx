import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import type { CashbackOffer } from '../../../contract/cashback'
import { errorMessage } from '../../../lib/api-errors'
import { formatBaht } from '../../../lib/format'
import { useIdempotencyKey } from '../../../lib/use-idempotency-key'
import { claimCashback } from '../api'
import { type HistoryKind, historyKey, historyQuery } from '../atoms'
import { CASHBACK_TEXT } from '../texts'
import { OfferList } from './offer-list'
import { ProgramTerms } from './program-terms'

const KIND = { daily: 'daily_loss', weekly: 'weekly_loss', turnover: 'turnover' } as const

/**
 * One return programme for the member: its terms, what can be claimed now (claim all, or one offer),
 * and its offers. `onClaimed` lets the page refresh the wallets.
 */
export function ReturnsPanel({
  kind,
  title,
  emptyText,
  onClaimed,
  hideWhenOff = false,
}: {
  kind: HistoryKind
  title: string
  emptyText: string
  onClaimed?: () => void
  /** Hide the whole section while the operator does not run the programme and nothing is left. */
  hideWhenOff?: boolean
}) {
  const key = historyKey(kind)
  const { data, error, loading } = useAtomValue(historyQuery(key))
  const reload = useSetAtom(historyQuery(key))
  const idempotency = useIdempotencyKey()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)

  const claim = async (offer?: CashbackOffer) => {
    const body = offer ? { id: offer.id } : { kind: KIND[kind] }
    setBusy(true)
    setMessage(null)
    try {
      const result = await idempotency.send(body, (k) => claimCashback(body, k))
      setMessage({ ok: true, text: CASHBACK_TEXT.claimed(formatBaht(result.amount)) })
      onClaimed?.()
    } catch (failure) {
      setMessage({ ok: false, text: errorMessage(failure) })
    } finally {
      setBusy(false)
      reload()
    }
  }

  if (!data && loading) return <Text aria-busy="true">…</Text>
  if (!data) return <Text color="fg.error">{errorMessage(error)}</Text>
  if (hideWhenOff && !data.program && data.items.length === 0) return null
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {data.program ? <ProgramTerms program={data.program} /> : null}
      <HStack justify="space-between" borderWidth="1px" rounded="md" p="3" bg="bg.subtle">
        <Stack gap="0">
          <Text fontSize="sm">{CASHBACK_TEXT.claimable}</Text>
          <Text fontSize="xl" fontWeight="bold" data-testid={`claimable-${kind}`}>
            {formatBaht(data.claimable)}
          </Text>
        </Stack>
        <Button
          onClick={() => void claim()}
          disabled={busy || data.claimable <= 0}
          loading={busy}
          loadingText={CASHBACK_TEXT.claiming}
        >
          {CASHBACK_TEXT.claimAll}
        </Button>
      </HStack>
      {message ? (
        <Text role={message.ok ? 'status' : 'alert'} color={message.ok ? 'fg.success' : 'fg.error'}>
          {message.text}
        </Text>
      ) : null}
      {data.items.length === 0 ? (
        <Text color="fg.muted">{emptyText}</Text>
      ) : (
        <OfferList items={data.items} onClaim={(o) => void claim(o)} busy={busy} />
      )}
    </Stack>
  )
}
