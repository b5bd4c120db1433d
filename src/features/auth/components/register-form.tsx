import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useSetAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import { BankSelect } from '../../../components/form/bank-select'
import { FormAlert } from '../../../components/form/form-alert'
import { PasswordField } from '../../../components/form/password-field'
import * as rules from '../../../components/form/rules'
import { TextField } from '../../../components/form/text-field'
import { useForm } from '../../../components/form/use-form'
import { PATHS } from '../../../config/paths'
import { errorMessage } from '../../../lib/api-errors'
import { registerAtom } from '../atoms'
import { AUTH_TEXT } from '../texts'
import { AgeConfirm } from './age-confirm'
import { TextLink } from './text-link'
import { useAvailability } from './use-availability'

const initial = {
  phone: '',
  password: '',
  confirm: '',
  bankCode: '',
  accountNo: '',
  accountName: '',
  acceptAge: false,
}
type Values = typeof initial

const validate = (v: Values) => ({
  phone: rules.phoneError(v.phone),
  password: rules.newPasswordError(v.password),
  confirm: rules.confirmError(v.password, v.confirm),
  bankCode: rules.bankError(v.bankCode),
  accountNo: rules.accountNoError(v.accountNo),
  accountName: rules.accountNameError(v.accountName),
  acceptAge: v.acceptAge ? undefined : rules.FORM_ERROR.acceptAgeRequired,
})

/** Registration; on success the new member is logged in (register answers a token). */
export function RegisterForm({ referral, onRegistered }: { referral?: string; onRegistered?: () => void }) {
  const register = useSetAtom(registerAtom)
  const form = useForm<Values>(initial, validate)
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
        password: v.password,
        bank_code: v.bankCode,
        bank_account_no: v.accountNo,
        bank_account_name: v.accountName.trim(),
        ref: referral,
        accept_age: v.acceptAge,
      })
      onRegistered?.()
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
        <PasswordField
          label={AUTH_TEXT.password}
          autoComplete="new-password"
          value={values.password}
          onValueChange={(v) => set('password', v)}
          onBlur={() => blur('password')}
          error={errorOf('password')}
          hint={AUTH_TEXT.passwordHint}
        />
        <PasswordField
          label={AUTH_TEXT.passwordConfirm}
          autoComplete="new-password"
          value={values.confirm}
          onValueChange={(v) => set('confirm', v)}
          onBlur={() => blur('confirm')}
          error={errorOf('confirm')}
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
        <TextField
          label={AUTH_TEXT.accountName}
          autoComplete="name"
          value={values.accountName}
          onValueChange={(v) => set('accountName', v)}
          onBlur={() => blur('accountName')}
          error={errorOf('accountName')}
          hint={AUTH_TEXT.accountNameHint}
        />
        {referral ? (
          <Text fontSize="sm" color="fg.muted">
            {AUTH_TEXT.referral}: <strong>{referral}</strong> ({AUTH_TEXT.referralHint})
          </Text>
        ) : null}
        <AgeConfirm
          checked={values.acceptAge}
          onChange={(v) => set('acceptAge', v)}
          error={errorOf('acceptAge')}
        />
        <Button type="submit" size="lg" w="full" loading={busy}>
          {AUTH_TEXT.register}
        </Button>
        <Text fontSize="sm">
          {AUTH_TEXT.haveAccount} <TextLink href={PATHS.login}>{AUTH_TEXT.login}</TextLink>
        </Text>
      </Stack>
    </form>
  )
}
