import { PasswordField } from '../../../components/form/password-field'
import * as rules from '../../../components/form/rules'
import { TextField } from '../../../components/form/text-field'
import { AUTH_TEXT } from '../texts'

/** What the shared fields need of a `useForm` form: only the string fields they show. */
export interface FieldsForm<K extends string> {
  values: Record<K, string>
  set: (name: K, value: string) => void
  blur: (name: K) => void
  errorOf: (name: K) => string | undefined
}

/** The member's phone (10 digits); `onLeave` runs after the blur (e.g. the availability check). */
export function PhoneField({
  form,
  placeholder,
  onLeave,
}: {
  form: FieldsForm<'phone'>
  placeholder?: string
  onLeave?: () => void
}) {
  return (
    <TextField
      label={AUTH_TEXT.phone}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={placeholder}
      value={form.values.phone}
      onValueChange={(v) => form.set('phone', rules.digitsOnly(v, 10))}
      onBlur={() => {
        form.blur('phone')
        onLeave?.()
      }}
      error={form.errorOf('phone')}
    />
  )
}

/** The bank account number (up to 15 digits); `onLeave` runs after the blur. */
export function AccountNoField({ form, onLeave }: { form: FieldsForm<'accountNo'>; onLeave?: () => void }) {
  return (
    <TextField
      label={AUTH_TEXT.accountNo}
      inputMode="numeric"
      value={form.values.accountNo}
      onValueChange={(v) => form.set('accountNo', rules.digitsOnly(v, 15))}
      onBlur={() => {
        form.blur('accountNo')
        onLeave?.()
      }}
      error={form.errorOf('accountNo')}
    />
  )
}

/** The account holder's name (the member's name), with its hint. */
export function AccountNameField({ form }: { form: FieldsForm<'accountName'> }) {
  return (
    <TextField
      label={AUTH_TEXT.accountName}
      autoComplete="name"
      value={form.values.accountName}
      onValueChange={(v) => form.set('accountName', v)}
      onBlur={() => form.blur('accountName')}
      error={form.errorOf('accountName')}
      hint={AUTH_TEXT.accountNameHint}
    />
  )
}

/** A new password and its confirmation (register, reset, a LINE-only member's first password). */
export function NewPasswordFields({
  form,
  label = AUTH_TEXT.password,
  confirmLabel = AUTH_TEXT.passwordConfirm,
}: {
  form: FieldsForm<'password' | 'confirm'>
  label?: string
  confirmLabel?: string
}) {
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        value={form.values.password}
        onValueChange={(v) => form.set('password', v)}
        onBlur={() => form.blur('password')}
        error={form.errorOf('password')}
        hint={AUTH_TEXT.passwordHint}
      />
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        value={form.values.confirm}
        onValueChange={(v) => form.set('confirm', v)}
        onBlur={() => form.blur('confirm')}
        error={form.errorOf('confirm')}
      />
    </>
  )
}

/** Phone and password of an existing member (login, linking LINE to an account). */
export function LoginFields({ form }: { form: FieldsForm<'username' | 'password'> }) {
  return (
    <>
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
    </>
  )
}

export const validateLogin = (v: { username: string; password: string }) => ({
  username: v.username.trim() ? undefined : rules.FORM_ERROR.phoneRequired,
  password: v.password ? undefined : rules.FORM_ERROR.passwordRequired,
})
