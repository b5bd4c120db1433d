import { Button } from '@chakra-ui/react/button'
import { Text } from '@chakra-ui/react/text'
import { useSetAtom } from 'jotai'
import * as rules from '../../../components/form/rules'
import { useForm } from '../../../components/form/use-form'
import { PATHS } from '../../../config/paths'
import { registerAtom } from '../atoms'
import { AUTH_TEXT } from '../texts'
import { AgeConfirm } from './age-confirm'
import { AccountNameField, NewPasswordFields } from './auth-fields'
import { AuthForm } from './auth-form'
import { BankAccountFields, memberDetailsErrors, NewPhoneField } from './member-details-fields'
import { TextLink } from './text-link'
import { useSubmit } from './use-submit'

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
  ...memberDetailsErrors(v),
  password: rules.newPasswordError(v.password),
  confirm: rules.confirmError(v.password, v.confirm),
})

/** Registration; on success the new member is logged in (register answers a token). */
export function RegisterForm({ referral, onRegistered }: { referral?: string; onRegistered?: () => void }) {
  const register = useSetAtom(registerAtom)
  const form = useForm<Values>(initial, validate)
  const { busy, onSubmit } = useSubmit(form, async (v) => {
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
  })

  return (
    <AuthForm onSubmit={onSubmit} error={form.serverError}>
      <NewPhoneField form={form} />
      <NewPasswordFields form={form} />
      <BankAccountFields form={form} />
      <AccountNameField form={form} />
      {referral ? (
        <Text fontSize="sm" color="fg.muted">
          {AUTH_TEXT.referral}: <strong>{referral}</strong> ({AUTH_TEXT.referralHint})
        </Text>
      ) : null}
      <AgeConfirm
        checked={form.values.acceptAge}
        onChange={(v) => form.set('acceptAge', v)}
        error={form.errorOf('acceptAge')}
      />
      <Button type="submit" size="lg" w="full" loading={busy}>
        {AUTH_TEXT.register}
      </Button>
      <Text fontSize="sm">
        {AUTH_TEXT.haveAccount} <TextLink href={PATHS.login}>{AUTH_TEXT.login}</TextLink>
      </Text>
    </AuthForm>
  )
}
