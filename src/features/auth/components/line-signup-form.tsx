import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { useForm } from '../../../components/form/use-form'
import { lineLinkExistingAtom, lineRegisterAtom, lineSignupAtom } from '../line-atoms'
import { LINE_TEXT } from '../line-texts'
import { AgeConfirm } from './age-confirm'
import { AccountNameField, LoginFields, validateLogin } from './auth-fields'
import { AuthForm } from './auth-form'
import { LINE_BUTTON } from './line-button'
import { BankAccountFields, memberDetailsErrors, NewPhoneField } from './member-details-fields'
import { useSubmit } from './use-submit'

/**
 * A LINE user with no member yet (after LINE Login or inside LINE): "สมัครด้วย LINE" in one form, the
 * name prefilled from LINE, only what the agent needs (phone, the withdrawal account), no password;
 * or "มีบัญชีอยู่แล้ว": phone and password once, and the member is linked to this LINE account.
 */
export function LineSignupForm({ referral }: { referral?: string }) {
  const signup = useAtomValue(lineSignupAtom)
  const [existing, setExisting] = useState(false)
  if (!signup) return null
  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        {LINE_TEXT.signupGreeting(signup.display_name)}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {existing ? LINE_TEXT.haveAccountIntro : LINE_TEXT.signupIntro}
      </Text>
      {existing ? <LinkExisting /> : <RegisterWithLine name={signup.display_name} referral={referral} />}
      <Button type="button" variant="outline" w="full" onClick={() => setExisting(!existing)}>
        {existing ? LINE_TEXT.newMember : LINE_TEXT.haveAccount}
      </Button>
    </Stack>
  )
}

function RegisterWithLine({ name, referral }: { name: string; referral?: string }) {
  const register = useSetAtom(lineRegisterAtom)
  const form = useForm(
    { phone: '', bankCode: '', accountNo: '', accountName: name, acceptAge: false as boolean },
    memberDetailsErrors,
  )
  const { busy, onSubmit } = useSubmit(form, (v) =>
    register({
      phone: v.phone,
      bank_code: v.bankCode,
      bank_account_no: v.accountNo,
      bank_account_name: v.accountName.trim(),
      ref: referral,
      accept_age: v.acceptAge,
    }),
  )

  return (
    <AuthForm onSubmit={onSubmit} error={form.serverError}>
      <AccountNameField form={form} />
      <NewPhoneField form={form} />
      <BankAccountFields form={form} />
      <AgeConfirm
        checked={form.values.acceptAge}
        onChange={(v) => form.set('acceptAge', v)}
        error={form.errorOf('acceptAge')}
      />
      <Button type="submit" size="lg" w="full" {...LINE_BUTTON} loading={busy}>
        {LINE_TEXT.register}
      </Button>
    </AuthForm>
  )
}

function LinkExisting() {
  const link = useSetAtom(lineLinkExistingAtom)
  const form = useForm({ username: '', password: '' }, validateLogin)
  const { busy, onSubmit } = useSubmit(form, (v) => link(v.username.trim(), v.password))

  return (
    <AuthForm onSubmit={onSubmit} error={form.serverError}>
      <LoginFields form={form} />
      <Button type="submit" size="lg" w="full" loading={busy}>
        {LINE_TEXT.linkAndLogin}
      </Button>
    </AuthForm>
  )
}
