import { useRef } from 'react'
import { accountNoError, bankError, FORM_ERROR, phoneError } from '../../../components/form/rules'
import { quietly } from '../../../lib/api-errors'
import { checkAccount } from '../api'

type Report = (message: string | undefined) => void

/**
 * check_account on blur: tells early whether the phone or the bank account is already registered.
 * Only well-formed values are checked, each value once; a failed check says nothing (the server
 * refuses at submit anyway).
 */
export function useAvailability() {
  const checked = useRef(new Map<string, string | undefined>())

  const run = async (key: string, report: Report, ask: () => Promise<string | undefined>) => {
    if (checked.current.has(key)) return report(checked.current.get(key))
    const message = await ask()
    checked.current.set(key, message)
    report(message)
  }

  return {
    checkPhone: (phone: string, report: Report) => {
      if (phoneError(phone)) return
      void run(`phone:${phone}`, report, async () => {
        const reply = await quietly(checkAccount({ phone }), 'check_account')
        return reply?.data?.phone_available === false ? FORM_ERROR.phoneTaken : undefined
      })
    },
    checkBankAccount: (bankCode: string, accountNo: string, report: Report) => {
      if (bankError(bankCode) || accountNoError(accountNo)) return
      void run(`bank:${bankCode}:${accountNo}`, report, async () => {
        const reply = await quietly(
          checkAccount({ bank_code: bankCode, bank_account_no: accountNo }),
          'check_account',
        )
        return reply?.data?.bank_account_available === false ? FORM_ERROR.accountNoTaken : undefined
      })
    },
  }
}
