import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { AppDialog } from '../../../components/ui/app-dialog'
import { CopyButton } from '../../../components/ui/copy-button'
import type { AgentBank } from '../../../contract/agent'
import { PAYMENT_TEXT } from '../texts'

export interface DepositNoticeDialogProps {
  open: boolean
  onClose: () => void
  /** The agent's bank accounts members transfer to. */
  banks: AgentBank[]
}

function BankRow({ bank }: { bank: AgentBank }) {
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderColor="border" rounded="md" px="3" py="2">
      <Text fontWeight="semibold">{bank.bank_name}</Text>
      <HStack justify="space-between" gap="2">
        <Box>
          <Text fontSize="xs" color="fg.muted">
            {PAYMENT_TEXT.accountNo}
          </Text>
          <Text
            fontSize="lg"
            fontWeight="bold"
            letterSpacing="wide"
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {bank.account_no}
          </Text>
        </Box>
        <CopyButton
          text={bank.account_no}
          label={PAYMENT_TEXT.copyAccountNo}
          copiedLabel={PAYMENT_TEXT.copied}
          aria-label={`${PAYMENT_TEXT.copyAccountNo} ${bank.bank_name}`}
        />
      </HStack>
      <HStack justify="space-between" gap="2" mt="1">
        <Box>
          <Text fontSize="xs" color="fg.muted">
            {PAYMENT_TEXT.accountName}
          </Text>
          <Text>{bank.account_name}</Text>
        </Box>
        <CopyButton
          text={bank.account_name}
          label={PAYMENT_TEXT.copyName}
          copiedLabel={PAYMENT_TEXT.copied}
          variant="ghost"
          aria-label={`${PAYMENT_TEXT.copyName} ${bank.bank_name}`}
        />
      </HStack>
    </Box>
  )
}

/** Deposit by bank transfer: the agent's accounts with copy buttons (spec section 2's deposit notice dialog). */
export function DepositNoticeDialog({ open, onClose, banks }: DepositNoticeDialogProps) {
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
        {banks.length === 0 ? (
          <Text role="status">{PAYMENT_TEXT.noBanks}</Text>
        ) : (
          <Stack as="ul" gap="2" m="0" p="0">
            {banks.map((b) => (
              <BankRow key={b.id} bank={b} />
            ))}
          </Stack>
        )}
      </Stack>
    </AppDialog>
  )
}
