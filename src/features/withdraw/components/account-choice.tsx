import { Box } from '@chakra-ui/react/box'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { BankAccount } from '../../../contract/auth'
import { bankLine, WITHDRAW_TEXT } from '../texts'

export type WithdrawAccount = 'main' | 'sub'

export interface AccountChoiceProps {
  main: BankAccount
  sub: BankAccount | null
  value: WithdrawAccount
  onChange: (value: WithdrawAccount) => void
}

function Option({
  account,
  bank,
  checked,
  onChange,
}: {
  account: WithdrawAccount
  bank: BankAccount
  checked: boolean
  onChange: (value: WithdrawAccount) => void
}) {
  return (
    <Box
      as="label"
      display="flex"
      alignItems="center"
      gap="3"
      minH="11"
      px="3"
      py="2"
      rounded="md"
      borderWidth="1px"
      borderColor={checked ? 'gold.500' : 'border'}
      bg={checked ? 'gold.subtle' : undefined}
      cursor="pointer"
    >
      <input
        type="radio"
        name="withdraw-account"
        value={account}
        checked={checked}
        onChange={() => onChange(account)}
        style={{ accentColor: 'var(--bw-gold-400)', width: 18, height: 18, flexShrink: 0 }}
      />
      <Box minW="0">
        <Text fontSize="sm" color="fg.muted">
          {account === 'main' ? WITHDRAW_TEXT.mainAccount : WITHDRAW_TEXT.subAccount}
        </Text>
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {bankLine(bank)}
        </Text>
      </Box>
    </Box>
  )
}

/**
 * The receiving account: read-only when the member has only the registered one; with a sub account
 * ("บัญชีสำรองสำหรับถอนเงิน" on the profile) a choice of the two, the registered one first.
 */
export function AccountChoice({ main, sub, value, onChange }: AccountChoiceProps) {
  if (!sub) {
    return (
      <Box>
        <Text fontSize="sm" color="fg.muted">
          {WITHDRAW_TEXT.toAccount}
        </Text>
        <Text fontWeight="semibold">{bankLine(main)}</Text>
      </Box>
    )
  }
  return (
    <Stack as="fieldset" gap="2" border="0" m="0" p="0">
      <Text as="legend" fontSize="sm" color="fg.muted" mb="2">
        {WITHDRAW_TEXT.toAccount}
      </Text>
      <Option account="main" bank={main} checked={value === 'main'} onChange={onChange} />
      <Option account="sub" bank={sub} checked={value === 'sub'} onChange={onChange} />
    </Stack>
  )
}
