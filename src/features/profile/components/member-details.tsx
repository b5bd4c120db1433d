import { Box } from '@chakra-ui/react/box'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { ReactNode } from 'react'
import type { BankAccount, UserInfo } from '../../../contract/auth'
import { formatDate } from '../../../lib/thai-date'
import { PROFILE_TEXT } from '../texts'
import { CopyButton } from './copy-button'
import { SectionCard } from './section-card'

/** Only the last 4 digits of an account number are shown (screens are seen by others). */
export const maskAccountNo = (accountNo: string) =>
  `${'•'.repeat(Math.max(0, accountNo.length - 4))}${accountNo.slice(-4)}`

const bankLine = (bank: BankAccount) =>
  `${bank.bank_name} ${maskAccountNo(bank.account_no)} (${bank.account_name})`

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      display="flex"
      flexWrap="wrap"
      justifyContent="space-between"
      gap="1"
      py="2"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" textAlign="end" wordBreak="break-word">
        {children}
      </Text>
    </Box>
  )
}

/** Phone, name, bank accounts, referral code and link, member since (Buddhist-era date). */
export function MemberDetails({ info, referralLink }: { info: UserInfo; referralLink: string }) {
  return (
    <SectionCard title={PROFILE_TEXT.details}>
      <Box as="dl">
        <Row label={PROFILE_TEXT.phone}>{info.phone}</Row>
        <Row label={PROFILE_TEXT.name}>{info.full_name}</Row>
        <Row label={PROFILE_TEXT.mainBank}>{bankLine(info.bank)}</Row>
        <Row label={PROFILE_TEXT.subBank}>
          {info.sub_bank ? bankLine(info.sub_bank) : PROFILE_TEXT.noSubBank}
        </Row>
        <Row label={PROFILE_TEXT.memberSince}>{formatDate(info.created_at)}</Row>
        <Row label={PROFILE_TEXT.referralCode}>{info.ref_code}</Row>
      </Box>
      <Stack mt="3" gap="2">
        <Text color="fg.muted">{PROFILE_TEXT.referralLink}</Text>
        <Text fontSize="sm" wordBreak="break-all">
          {referralLink}
        </Text>
        <Box>
          <CopyButton text={referralLink} />
        </Box>
      </Stack>
    </SectionCard>
  )
}
