import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { AppDialog } from '../../../components/ui/app-dialog'
import type { PaymentAccount } from '../../../contract/payment'
import { PAYMENT_TEXT } from '../texts'
import { AccountCard } from './account-card'

export interface DepositNoticeDialogProps {
  open: boolean
  onClose: () => void
  /** The agent's bank accounts members transfer to (agent/bank_accounts); null while loading. */
  accounts: PaymentAccount[] | null
}

/** Deposit by bank transfer: the agent's accounts with copy buttons (spec section 2's deposit notice dialog). */
export function DepositNoticeDialog({ open, onClose, accounts }: DepositNoticeDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={PAYMENT_TEXT.noticeTitle}
      width={440}
      footer={
        <Button onClick={onClose} w="full">
          {PAYMENT_TEXT.close}
        </Button>
      }
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {PAYMENT_TEXT.noticeHint}
        </Text>
        {accounts === null ? (
          <Text role="status">{PAYMENT_TEXT.loadingBanks}</Text>
        ) : accounts.length === 0 ? (
          <Text role="status">{PAYMENT_TEXT.noBanks}</Text>
        ) : (
          <Stack as="ul" gap="2" m="0" p="0">
            {accounts.map((a) => (
              <AccountCard key={`${a.bank_code}-${a.account_no}`} account={a} />
            ))}
          </Stack>
        )}
      </Stack>
    </AppDialog>
  )
}
