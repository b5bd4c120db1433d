import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { PATHS } from '../../config/paths'
import type { UpdateSubBankBody } from '../../contract/auth'
import { changePassword, updateSubBankAccount } from '../../features/auth/api'
import { updateUserInfoAtom, userInfoAtom } from '../../features/auth/atoms'
import { LineAccountCard } from '../../features/auth/components/line-account-card'
import { ChangePasswordForm } from '../../features/profile/components/change-password-form'
import { LineMessagesCard } from '../../features/profile/components/line-messages-card'
import { MemberDetails } from '../../features/profile/components/member-details'
import { SubBankForm } from '../../features/profile/components/sub-bank-form'
import { PROFILE_TEXT } from '../../features/profile/texts'
import { ResponsibleProfileCard } from '../../features/responsible/components/offer'

const referralLink = (code: string) => `${window.location.origin}/register?ref=${encodeURIComponent(code)}`

/** /member/profile and /liff/profile: the member's details and account settings. */
export default function ProfilePage() {
  const info = useAtomValue(userInfoAtom)
  const updateInfo = useSetAtom(updateUserInfoAtom)

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
      <ChangePasswordForm username={info?.username ?? ''} onSubmit={changePassword} />
      <SubBankForm username={info?.username ?? ''} onSubmit={saveSubBank} />
    </Stack>
  )
}
