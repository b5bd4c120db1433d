import { Box } from '@chakra-ui/react/box'
import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { CopyButton } from '../../../components/ui/copy-button'
import type { PaymentAccount } from '../../../contract/payment'
import { PAYMENT_TEXT } from '../texts'

/** Where a member sends money: bank (or wallet) name, number and holder name, with copy buttons. */
export function AccountCard({
  account,
  numberLabel = PAYMENT_TEXT.accountNo,
  copyLabel = PAYMENT_TEXT.copyAccountNo,
}: {
  account: PaymentAccount
  numberLabel?: string
  copyLabel?: string
}) {
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      px="3"
      py="2"
      aria-label={account.bank_name}
    >
      <Text fontWeight="semibold">{account.bank_name}</Text>
      <HStack justify="space-between" gap="2">
        <Box>
          <Text fontSize="xs" color="fg.muted">
            {numberLabel}
          </Text>
          <Text
            fontSize="lg"
            fontWeight="bold"
            letterSpacing="wide"
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {account.account_no}
          </Text>
        </Box>
        <CopyButton text={account.account_no} label={copyLabel} copiedLabel={PAYMENT_TEXT.copied} />
      </HStack>
      <HStack justify="space-between" gap="2" mt="1">
        <Box>
          <Text fontSize="xs" color="fg.muted">
            {PAYMENT_TEXT.accountName}
          </Text>
          <Text>{account.account_name}</Text>
        </Box>
        <CopyButton
          text={account.account_name}
          label={PAYMENT_TEXT.copyName}
          copiedLabel={PAYMENT_TEXT.copied}
          variant="ghost"
        />
      </HStack>
    </Box>
  )
}
