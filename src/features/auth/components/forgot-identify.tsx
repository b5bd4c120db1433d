import { Button } from '@chakra-ui/react/button'
import { Text } from '@chakra-ui/react/text'
import { accountNoError, phoneError } from '../../../components/form/rules'
import { useForm } from '../../../components/form/use-form'
import { resetPassword } from '../api'
import { AUTH_TEXT } from '../texts'
import { AccountNoField, PhoneField } from './auth-fields'
import { AuthForm } from './auth-form'
import { useSubmit } from './use-submit'

const validate = (v: { phone: string; accountNo: string }) => ({
  phone: phoneError(v.phone),
  accountNo: accountNoError(v.accountNo),
})

/** Where step 1 sent the one-time code: the phone (for step 2) and its masked form (to show). */
export interface CodeSent {
  phone: string
  sentTo: string
}

/** Forgot password, step 1: the registered phone and bank account number; a code goes to the phone. */
export function ForgotIdentify({ onCodeSent }: { onCodeSent: (sent: CodeSent) => void }) {
  const form = useForm({ phone: '', accountNo: '' }, validate)
  const { busy, onSubmit } = useSubmit(form, async (v) => {
    const reply = await resetPassword({ phone: v.phone, bank_account_no: v.accountNo })
    onCodeSent({ phone: v.phone, sentTo: reply.data?.sent_to ?? v.phone })
  })

  return (
    <AuthForm
      onSubmit={onSubmit}
      error={form.serverError}
      intro={<Text color="fg.muted">{AUTH_TEXT.forgotIntro}</Text>}
    >
      <PhoneField form={form} />
      <AccountNoField form={form} />
      <Button type="submit" size="lg" w="full" loading={busy}>
        {AUTH_TEXT.next}
      </Button>
    </AuthForm>
  )
}
