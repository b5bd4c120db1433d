import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useCallback, useEffect, useState } from 'react'
import type { Withdrawal, WithdrawConfig } from '../../../contract/withdraw'
import { getWithdrawals, getWithdrawConfig } from '../api'
import { WITHDRAW_TEXT } from '../texts'
import { WithdrawForm } from './withdraw-form'
import { WithdrawList } from './withdraw-list'

/** While a request waits for the operator, its status is asked again this often. */
const WAITING_POLL_MS = 5000

/**
 * /member/withdraw: the form (bank, balance, limits, turnover) and the requests. `onChanged` runs
 * after a request and when a waiting one was decided (the page refreshes the wallets).
 */
export function WithdrawPanel({ onChanged }: { onChanged: () => void }) {
  const [config, setConfig] = useState<WithdrawConfig | null | 'failed'>(null)
  const [items, setItems] = useState<Withdrawal[]>([])
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
  return (
    <Stack gap="5">
      <WithdrawForm
        config={config}
        onRequested={() => {
          onChanged()
          void load()
        }}
      />
      <Stack as="section" gap="2" aria-label={WITHDRAW_TEXT.history}>
        <Heading as="h2" size="md">
          {WITHDRAW_TEXT.history}
        </Heading>
        <WithdrawList items={items} />
      </Stack>
    </Stack>
  )
}
