import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { refreshWithdrawAtom, withdrawalsAtom, withdrawConfigAtom } from '../atoms'
import { WITHDRAW_TEXT } from '../texts'
import { WithdrawForm } from './withdraw-form'
import { WithdrawList } from './withdraw-list'

/**
 * /member/withdraw: the form (bank, balance, limits, turnover) and the requests. `onChanged` runs
 * after a request (the page refreshes the wallets); a decided request reloads itself (withdraw/atoms.ts).
 */
export function WithdrawPanel({ onChanged }: { onChanged: () => void }) {
  const config = useAtomValue(withdrawConfigAtom)
  const items = useAtomValue(withdrawalsAtom)
  const reload = useSetAtom(refreshWithdrawAtom)

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
  return (
    <Stack gap="5">
      <WithdrawForm
        config={config}
        onRequested={() => {
          onChanged()
          reload()
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
