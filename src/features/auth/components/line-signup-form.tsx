import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import { BankSelect } from '../../../components/form/bank-select'
import { FormAlert } from '../../../components/form/form-alert'
import { PasswordField } from '../../../components/form/password-field'
import * as rules from '../../../components/form/rules'
import { TextField } from '../../../components/form/text-field'
import { useForm } from '../../../components/form/use-form'
import { errorMessage } from '../../../lib/api-errors'
import { lineLinkExistingAtom, lineRegisterAtom, lineSignupAtom } from '../line-atoms'
import { LINE_TEXT } from '../line-texts'
import { AUTH_TEXT } from '../texts'
import { AgeConfirm } from './age-confirm'
import { LINE_GREEN } from './line-button'
import { useAvailability } from './use-availability'

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

const validateRegister = (v: {
  phone: string
  bankCode: string
  accountNo: string
  accountName: string
  acceptAge: boolean
}) => ({
  phone: rules.phoneError(v.phone),
  bankCode: rules.bankError(v.bankCode),
  accountNo: rules.accountNoError(v.accountNo),
  accountName: rules.accountNameError(v.accountName),
  acceptAge: v.acceptAge ? undefined : rules.FORM_ERROR.acceptAgeRequired,
})

function RegisterWithLine({ name, referral }: { name: string; referral?: string }) {
  const register = useSetAtom(lineRegisterAtom)
  const form = useForm(
    { phone: '', bankCode: '', accountNo: '', accountName: name, acceptAge: false as boolean },
    validateRegister,
  )
  const availability = useAvailability()
  const [busy, setBusy] = useState(false)
  const { values, set, blur, errorOf } = form
  const checkBank = (bankCode = values.bankCode) =>
    availability.checkBankAccount(bankCode, values.accountNo, (m) => form.setFieldError('accountNo', m))

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const v = form.submit()
    if (!v || busy) return
    setBusy(true)
    try {
      await register({
        phone: v.phone,
        bank_code: v.bankCode,
        bank_account_no: v.accountNo,
        bank_account_name: v.accountName.trim(),
        ref: referral,
        accept_age: v.acceptAge,
      })
    } catch (error) {
      form.setServerError(errorMessage(error))
      setBusy(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <FormAlert message={form.serverError} />
        <TextField
          label={AUTH_TEXT.accountName}
          autoComplete="name"
          value={values.accountName}
          onValueChange={(v) => set('accountName', v)}
          onBlur={() => blur('accountName')}
          error={errorOf('accountName')}
          hint={AUTH_TEXT.accountNameHint}
        />
        <TextField
          label={AUTH_TEXT.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="0812345678"
          value={values.phone}
          onValueChange={(v) => set('phone', rules.digitsOnly(v, 10))}
          onBlur={() => {
            blur('phone')
            availability.checkPhone(values.phone, (m) => form.setFieldError('phone', m))
          }}
          error={errorOf('phone')}
        />
        <BankSelect
          value={values.bankCode}
          onValueChange={(code) => {
            set('bankCode', code)
            checkBank(code)
          }}
          onBlur={() => blur('bankCode')}
          error={errorOf('bankCode')}
        />
        <TextField
          label={AUTH_TEXT.accountNo}
          inputMode="numeric"
          value={values.accountNo}
          onValueChange={(v) => set('accountNo', rules.digitsOnly(v, 15))}
          onBlur={() => {
            blur('accountNo')
            checkBank()
          }}
          error={errorOf('accountNo')}
        />
        <AgeConfirm
          checked={values.acceptAge}
          onChange={(v) => set('acceptAge', v)}
          error={errorOf('acceptAge')}
        />
        <Button type="submit" size="lg" w="full" bg={LINE_GREEN} color="white" loading={busy}>
          {LINE_TEXT.register}
        </Button>
      </Stack>
    </form>
  )
}

const validateExisting = (v: { username: string; password: string }) => ({
  username: v.username.trim() ? undefined : rules.FORM_ERROR.phoneRequired,
  password: v.password ? undefined : rules.FORM_ERROR.passwordRequired,
})

function LinkExisting() {
  const link = useSetAtom(lineLinkExistingAtom)
  const form = useForm({ username: '', password: '' }, validateExisting)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const v = form.submit()
    if (!v || busy) return
    setBusy(true)
    try {
      await link(v.username.trim(), v.password)
    } catch (error) {
      form.setServerError(errorMessage(error))
      setBusy(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <FormAlert message={form.serverError} />
        <TextField
          label={AUTH_TEXT.phone}
          name="username"
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          value={form.values.username}
          onValueChange={(v) => form.set('username', v)}
          onBlur={() => form.blur('username')}
          error={form.errorOf('username')}
        />
        <PasswordField
          label={AUTH_TEXT.password}
          name="password"
          autoComplete="current-password"
          value={form.values.password}
          onValueChange={(v) => form.set('password', v)}
          onBlur={() => form.blur('password')}
          error={form.errorOf('password')}
        />
        <Button type="submit" size="lg" w="full" loading={busy}>
          {LINE_TEXT.linkAndLogin}
        </Button>
      </Stack>
    </form>
  )
}
