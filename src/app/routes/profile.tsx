import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { PATHS } from '../../config/paths'
import type { UpdateSubBankBody } from '../../contract/auth'
import { changePassword, updateSubBankAccount } from '../../features/auth/api'
import { updateUserInfoAtom, userInfoAtom } from '../../features/auth/atoms'
import { FirstPasswordForm, LineAccountCard } from '../../features/auth/components/line-account-card'
import { lineStatusQuery } from '../../features/auth/line-atoms'
import { LINE_TEXT } from '../../features/auth/line-texts'
import { ChangePasswordForm } from '../../features/profile/components/change-password-form'
import { LineMessagesCard } from '../../features/profile/components/line-messages-card'
import { MemberDetails } from '../../features/profile/components/member-details'
import { SectionCard } from '../../features/profile/components/section-card'
import { SubBankForm } from '../../features/profile/components/sub-bank-form'
import { PROFILE_TEXT } from '../../features/profile/texts'
import { ResponsibleProfileCard } from '../../features/responsible/components/offer'

const referralLink = (code: string) => `${window.location.origin}/register?ref=${encodeURIComponent(code)}`

/**
 * /member/profile and /liff/profile: the member's details and account settings. A member who
 * registered with LINE and has no password yet sets one here first ("ตั้งรหัสผ่าน"): the forms
 * confirmed with a password wait for it.
 */
export default function ProfilePage() {
  const info = useAtomValue(userInfoAtom)
  const updateInfo = useSetAtom(updateUserInfoAtom)
  const line = useAtomValue(lineStatusQuery)
  const [passwordJustSet, setPasswordJustSet] = useState(false)
  // Until the LINE status is known, neither kind of password form shows (no flash of the wrong one).
  const hasPassword = line.data ? line.data.has_password : line.error ? true : undefined

  const saveSubBank = async (body: UpdateSubBankBody) => {
    const reply = await updateSubBankAccount(body)
    if (reply.data) updateInfo(reply.data)
  }

  return (
    <Stack gap="4" w="full" maxW="640px" mx="auto">
      <Heading as="h1" size="lg">
        {PROFILE_TEXT.title}
      </Heading>
      {info ? (
        <MemberDetails info={info} referralLink={referralLink(info.ref_code)} />
      ) : (
        <Text role="status">{PROFILE_TEXT.loading}</Text>
      )}
      <LineAccountCard profilePath={PATHS.profile} />
      <LineMessagesCard />
      <ResponsibleProfileCard />
      {passwordJustSet ? (
        <SectionCard title={LINE_TEXT.setPassword}>
          <Text role="status" color="fg.success" fontWeight="medium">
            {LINE_TEXT.passwordSet}
          </Text>
        </SectionCard>
      ) : hasPassword === false ? (
        <SectionCard title={LINE_TEXT.setPassword}>
          <FirstPasswordForm onDone={() => setPasswordJustSet(true)} />
        </SectionCard>
      ) : hasPassword ? (
        <ChangePasswordForm username={info?.username ?? ''} onSubmit={changePassword} />
      ) : null}
      {hasPassword === false ? (
        <SectionCard title={PROFILE_TEXT.subBankTitle}>
          <Text color="fg.muted" fontSize="sm">
            {PROFILE_TEXT.subBankNeedsPassword}
          </Text>
        </SectionCard>
      ) : hasPassword ? (
        <SubBankForm username={info?.username ?? ''} onSubmit={saveSubBank} />
      ) : null}
    </Stack>
  )
}
