import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import type { Withdrawal, WithdrawConfig } from '../../../contract/withdraw'
import { formatBaht } from '../../../lib/format'
import { refreshWithdrawAtom, withdrawalsAtom, withdrawConfigAtom } from '../atoms'
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

export interface WithdrawPanelProps {
  /** After a request or a forfeit (the page refreshes the wallets). */
  onChanged: () => void
  /** "สละโบนัส": the promotion feature's call, passed in by the page. */
  forfeit: ForfeitBonus
  /** Bonus credit left, for the forfeit confirmation; null when unknown. */
  bonusLeft: number | null
}

/**
 * /member/withdraw: what can be withdrawn now and why the rest cannot (locks), the form, and the
 * requests. "ส่งคำขอถอนเงิน... แล้ว" stays only while that request waits: once the operator decided,
 * the list says how (a decided request reloads itself: withdraw/atoms.ts).
 */
export function WithdrawPanel({ onChanged, forfeit, bonusLeft }: WithdrawPanelProps) {
  const config = useAtomValue(withdrawConfigAtom)
  const items = useAtomValue(withdrawalsAtom)
  const reload = useSetAtom(refreshWithdrawAtom)
  const [sent, setSent] = useState<Withdrawal | null>(null)

  if (config === null) return <Text role="status">{WITHDRAW_TEXT.loading}</Text>
  if (config === 'failed') {
    return (
      <Stack gap="2">
        <Text role="alert">{WITHDRAW_TEXT.loadFailed}</Text>
        <Button variant="outline" onClick={() => reload()}>
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
            reload()
          }}
        />
      </Stack>
      <WithdrawForm
        config={config}
        onRequested={(withdrawal) => {
          setSent(withdrawal)
          onChanged()
          reload()
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
