import { BankSelect } from '../../../components/form/bank-select'
import * as rules from '../../../components/form/rules'
import { AccountNoField, type FieldsForm, PhoneField } from './auth-fields'
import { useAvailability } from './use-availability'

/** A form that can also show a check_account answer under a field. */
type CheckedForm<K extends string, E extends K> = FieldsForm<K> & {
  setFieldError: (name: E, message: string | undefined) => void
}

/** What a new member gives (register, register with LINE), besides a password: the Thai errors. */
export const memberDetailsErrors = (v: {
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

/** A new member's phone: on blur, says at once when it is already registered. */
export function NewPhoneField({ form }: { form: CheckedForm<'phone', 'phone'> }) {
  const availability = useAvailability()
  return (
    <PhoneField
      form={form}
      placeholder="0812345678"
      onLeave={() => availability.checkPhone(form.values.phone, (m) => form.setFieldError('phone', m))}
    />
  )
}

/** A new member's withdrawal account: bank and number, checked for availability when both are set. */
export function BankAccountFields({ form }: { form: CheckedForm<'bankCode' | 'accountNo', 'accountNo'> }) {
  const availability = useAvailability()
  const checkBank = (bankCode = form.values.bankCode) =>
    availability.checkBankAccount(bankCode, form.values.accountNo, (m) => form.setFieldError('accountNo', m))
  return (
    <>
      <BankSelect
        value={form.values.bankCode}
        onValueChange={(code) => {
          form.set('bankCode', code)
          checkBank(code)
        }}
        onBlur={() => form.blur('bankCode')}
        error={form.errorOf('bankCode')}
      />
      <AccountNoField form={form} onLeave={() => checkBank()} />
    </>
  )
}
