import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useCallback, useEffect, useState } from 'react'
import type { Withdrawal, WithdrawConfig } from '../../../contract/withdraw'
import { formatBaht } from '../../../lib/format'
import { getWithdrawals, getWithdrawConfig } from '../api'
import { WITHDRAW_TEXT } from '../texts'
import { WithdrawForm } from './withdraw-form'
import { WithdrawList } from './withdraw-list'
import { type ForfeitBonus, WithdrawLocks } from './withdraw-locks'

/** What can be withdrawn now; the main balance under it when a bonus holds part of it back. */
function Withdrawable({ config }: { config: WithdrawConfig }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {WITHDRAW_TEXT.balance}
      </Text>
      <Text fontSize="xl" fontWeight="bold" data-testid="withdraw-balance">
        {formatBaht(config.withdrawable)}
      </Text>
      {config.withdrawable !== config.balance ? (
        <Text fontSize="sm" color="fg.muted">
          {WITHDRAW_TEXT.mainBalance(config.balance)}
        </Text>
      ) : null}
    </Box>
  )
}

/** While a request waits for the operator, its status is asked again this often. */
const WAITING_POLL_MS = 5000

export interface WithdrawPanelProps {
  /** After a request, a decision on a waiting one or a forfeit (the page refreshes the wallets). */
  onChanged: () => void
  /** "สละโบนัส": the promotion feature's call, passed in by the page. */
  forfeit: ForfeitBonus
  /** Bonus credit left, for the forfeit confirmation; null when unknown. */
  bonusLeft: number | null
}

/**
 * /member/withdraw: what can be withdrawn now and why the rest cannot (locks), the form, and the
 * requests. "ส่งคำขอถอนเงิน... แล้ว" stays only while that request waits: once the operator decided,
 * the list says how.
 */
export function WithdrawPanel({ onChanged, forfeit, bonusLeft }: WithdrawPanelProps) {
  const [config, setConfig] = useState<WithdrawConfig | null | 'failed'>(null)
  const [items, setItems] = useState<Withdrawal[]>([])
  const [sent, setSent] = useState<Withdrawal | null>(null)
  const load = useCallback(async () => {
    try {
      const [nextConfig, list] = await Promise.all([getWithdrawConfig(), getWithdrawals()])
      setConfig(nextConfig ?? 'failed')
      setItems(list?.items ?? [])
    } catch (error) {
      console.warn('withdraw load failed:', error instanceof Error ? error.message : error)
      setConfig((current) => (current && current !== 'failed' ? current : 'failed'))
    }
  }, [])
  useEffect(() => {
    void load()
  }, [load])

  const waiting = items.filter((w) => w.status === 'waiting').map((w) => w.id)
  const waitingKey = waiting.join(',')
  useEffect(() => {
    if (!waitingKey) return
    const timer = setInterval(async () => {
      const list = await getWithdrawals().catch(() => undefined)
      if (!list) return
      setItems(list.items)
      const decided = list.items.some(
        (w) => waitingKey.split(',').includes(String(w.id)) && w.status !== 'waiting',
      )
      if (decided) {
        onChanged()
        void load()
      }
    }, WAITING_POLL_MS)
    return () => clearInterval(timer)
  }, [waitingKey, load, onChanged])

  if (config === null) return <Text role="status">{WITHDRAW_TEXT.loading}</Text>
  if (config === 'failed') {
    return (
      <Stack gap="2">
        <Text role="alert">{WITHDRAW_TEXT.loadFailed}</Text>
        <Button variant="outline" onClick={() => void load()}>
          {WITHDRAW_TEXT.retry}
        </Button>
      </Stack>
    )
  }
  const sentWaiting = sent && (items.find((w) => w.id === sent.id) ?? sent).status === 'waiting'
  return (
    <Stack gap="5">
      <Stack gap="3">
        <Withdrawable config={config} />
        {/* The reasons sit right under the figure they explain, before the form. */}
        <WithdrawLocks
          // A lock holding nothing of the main wallet (a coupon's credit binds only itself) explains nothing here.
          locks={config.locks.filter((lock) => lock.amount > 0)}
          forfeit={forfeit}
          bonusLeft={bonusLeft}
          onForfeited={() => {
            onChanged()
            void load()
          }}
        />
      </Stack>
      <WithdrawForm
        config={config}
        onRequested={(withdrawal) => {
          setSent(withdrawal)
          onChanged()
          void load()
        }}
      />
      {sent && sentWaiting ? (
        <Text role="status" color="fg.success" mt="-2">
          {WITHDRAW_TEXT.requested(sent.amount)}
        </Text>
      ) : null}
      <Stack as="section" gap="2" aria-label={WITHDRAW_TEXT.history}>
        <Heading as="h2" size="md">
          {WITHDRAW_TEXT.history}
        </Heading>
        <WithdrawList items={items} />
      </Stack>
    </Stack>
  )
}
