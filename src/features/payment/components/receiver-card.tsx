import { Box } from '@chakra-ui/react/box'
import { Text } from '@chakra-ui/react/text'
import type { PaymentAccount } from '../../../contract/payment'
import { PAYMENT_TEXT } from '../texts'

/** Who receives a PromptPay deposit (member/payment/info): seen before the QR is made. */
export function ReceiverCard({ account }: { account: PaymentAccount }) {
  return (
    <Box
      role="group"
      aria-label={PAYMENT_TEXT.receiver}
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      px="3"
      py="2"
    >
      <Text fontSize="xs" color="fg.muted">
        {PAYMENT_TEXT.receiver}
      </Text>
      <Text fontWeight="semibold">{account.account_name}</Text>
      <Text fontSize="sm" color="fg.muted" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {PAYMENT_TEXT.receiverId(account.bank_name, account.account_no)}
      </Text>
    </Box>
  )
}
