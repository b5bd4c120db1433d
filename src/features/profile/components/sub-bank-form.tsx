import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { type FormEvent, useState } from 'react'
import { BankSelect } from '../../../components/form/bank-select'
import { FormAlert } from '../../../components/form/form-alert'
import { PasswordField } from '../../../components/form/password-field'
import { accountNoError, bankError, digitsOnly, FORM_ERROR } from '../../../components/form/rules'
import { TextField } from '../../../components/form/text-field'
import { useForm } from '../../../components/form/use-form'
import type { UpdateSubBankBody } from '../../../contract/auth'
import { errorMessage } from '../../../lib/api-errors'
import { PROFILE_TEXT } from '../texts'
import { SectionCard } from './section-card'

const initial = { bankCode: '', accountNo: '', password: '' }
const validate = (v: typeof initial) => ({
  bankCode: bankError(v.bankCode),
  accountNo: accountNoError(v.accountNo),
  password: v.password ? undefined : FORM_ERROR.passwordRequired,
})

/** Sets the second withdrawal account (same name as the main one), confirmed with the password. */
export function SubBankForm({
  username,
  onSubmit,
}: {
  /** The member's login name, for password managers (a hidden field). */
  username: string
  onSubmit: (body: UpdateSubBankBody) => Promise<unknown>
}) {
  const form = useForm(initial, validate)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const { values, errorOf } = form
  const change = (name: keyof typeof initial, value: string) => {
    form.set(name, value)
    setDone(false)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const v = form.submit()
    if (!v || busy) return
    setBusy(true)
    try {
      await onSubmit({ bank_code: v.bankCode, bank_account_no: v.accountNo, password: v.password })
      form.reset()
      setDone(true)
    } catch (error) {
      form.setServerError(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <SectionCard title={PROFILE_TEXT.subBankTitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
          <Text color="fg.muted" fontSize="sm">
            {PROFILE_TEXT.subBankHint}
          </Text>
          <FormAlert message={form.serverError} />
          {done ? (
            <Text role="status" color="fg.success" fontWeight="medium">
              {PROFILE_TEXT.subBankSaved}
            </Text>
          ) : null}
          <BankSelect
            value={values.bankCode}
            onValueChange={(code) => change('bankCode', code)}
            onBlur={() => form.blur('bankCode')}
            error={errorOf('bankCode')}
          />
          <TextField
            label={PROFILE_TEXT.accountNo}
            inputMode="numeric"
            value={values.accountNo}
            onValueChange={(v) => change('accountNo', digitsOnly(v, 15))}
            onBlur={() => form.blur('accountNo')}
            error={errorOf('accountNo')}
          />
          <PasswordField
            label={PROFILE_TEXT.confirmPassword}
            autoComplete="current-password"
            value={values.password}
            onValueChange={(v) => change('password', v)}
            onBlur={() => form.blur('password')}
            error={errorOf('password')}
          />
          <Button type="submit" w={{ base: 'full', sm: 'auto' }} loading={busy}>
            {PROFILE_TEXT.save}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  )
}
