import { and, eq } from 'drizzle-orm'
import type { UpdateSubBankBody, UserInfo } from '../../../src/contract/auth'
import { memberBankAccounts } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { verifyPassword } from '../../lib/password'
import { ok, type Result, refuse } from '../../lib/result'
import { bankAccountOwner, findMemberById, memberBanks, uniqueViolation, userInfo } from './members'
import { AUTH_MESSAGES } from './messages'
import { isKnownBank } from './register'

/** Sets (or replaces) the member's second withdrawal account, in the member's own name. */
export async function updateSubBank(
  deps: AppDeps,
  memberId: number,
  body: UpdateSubBankBody,
): Promise<Result<UserInfo>> {
  const member = await findMemberById(deps.db, memberId)
  if (member && member.passwordHash === null) return refuse(AUTH_MESSAGES.noPasswordYet)
  if (!member || !(await verifyPassword(body.password, member.passwordHash)))
    return refuse(AUTH_MESSAGES.wrongPassword)
  if (!isKnownBank(body.bank_code)) return refuse(AUTH_MESSAGES.unknownBank)
  const { main, sub } = await memberBanks(deps.db, memberId)
  if (main && main.bankCode === body.bank_code && main.accountNo === body.bank_account_no) {
    return refuse(AUTH_MESSAGES.subBankSameAsMain)
  }
  const owner = await bankAccountOwner(deps.db, body.bank_account_no, body.bank_code)
  if (owner !== null && owner !== memberId) return refuse(AUTH_MESSAGES.bankAccountTaken)
  const values = { bankCode: body.bank_code, accountNo: body.bank_account_no }
  try {
    if (sub) {
      await deps.db
        .update(memberBankAccounts)
        .set(values)
        .where(and(eq(memberBankAccounts.id, sub.id), eq(memberBankAccounts.memberId, memberId)))
    } else {
      await deps.db
        .insert(memberBankAccounts)
        .values({ ...values, memberId, isMain: false, accountName: member.fullName })
    }
  } catch (error) {
    if (uniqueViolation(error)) return refuse(AUTH_MESSAGES.bankAccountTaken)
    throw error
  }
  return ok(await userInfo(deps.db, member))
}
