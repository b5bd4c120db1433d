import { eq } from 'drizzle-orm'
import type { CheckAccountBody, RegisterBody, UserInfo } from '../../../src/contract/auth'
import { BANKS } from '../../../src/contract/banks'
import type { Tx } from '../../db/open'
import { memberBankAccounts, members } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { hashPassword } from '../../lib/password'
import { ok, type Result, refuse } from '../../lib/result'
import { onPosted } from '../wallet/events'
import { createMemberWallets } from '../wallet/service'
import { bankAccountOwner, findMemberByPhone, type MemberRow, uniqueViolation, userInfo } from './members'
import { AUTH_MESSAGES } from './messages'
import { createSession } from './sessions'

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

export const isKnownBank = (code: string) => BANKS.some((b) => b.code === code)

export async function checkAccount(deps: AppDeps, body: CheckAccountBody) {
  const data: { phone_available?: boolean; bank_account_available?: boolean } = {}
  if (body.phone) data.phone_available = !(await findMemberByPhone(deps.db, body.phone))
  if (body.bank_account_no)
    data.bank_account_available =
      (await bankAccountOwner(deps.db, body.bank_account_no, body.bank_code)) === null
  return data
}

export interface NewMember {
  phone: string
  passwordHash: string | null
  bankCode: string
  bankAccountNo: string
  fullName: string
  referredBy: number | null
}

/**
 * Inserts a member with its main bank account and its two wallets (inside the caller's
 * transaction), then posts `member.created`.
 */
export async function insertMember(deps: AppDeps, tx: Tx, input: NewMember): Promise<MemberRow> {
  const refCode = Array.from(deps.random.bytes(8), (b) => REF_ALPHABET[b % REF_ALPHABET.length]).join('')
  const [member] = await tx
    .insert(members)
    .values({
      agentId: deps.config.agentId,
      phone: input.phone,
      passwordHash: input.passwordHash,
      fullName: input.fullName,
      refCode,
      referredBy: input.referredBy,
      createdAt: deps.clock.now(),
    })
    .returning()
  await tx.insert(memberBankAccounts).values({
    memberId: member.id,
    isMain: true,
    bankCode: input.bankCode,
    accountNo: input.bankAccountNo,
    accountName: input.fullName,
  })
  await createMemberWallets(tx, member.id)
  // Modules that give a new member something of theirs (the wheel's first committed seed) hear it.
  await onPosted(tx, deps, { type: 'member.created', memberId: member.id, at: member.createdAt })
  return member
}

/** What a new member gives besides a password (the form of /register, and of "สมัครด้วย LINE"). */
export type NewMemberFields = Omit<RegisterBody, 'password'>

/** Something a caller does inside the registration's transaction; a refusal undoes the whole registration. */
export type InsideRegistration = (tx: Tx, member: MemberRow) => Promise<Result<null>>

class Undo extends Error {
  constructor(readonly refusal: Result<never>) {
    super('registration undone')
  }
}

/**
 * Registers a member and logs them in: the checks every registration makes, then the member, their
 * bank account, wallets and session in one transaction. `passwordHash` is asked for only once the
 * checks pass (hashing costs); null = no password (a LINE registration). `inside` runs in the same
 * transaction (linking LINE, claiming the signup ticket).
 */
export async function registerMember(
  deps: AppDeps,
  body: NewMemberFields,
  passwordHash: () => Promise<string | null>,
  inside?: InsideRegistration,
): Promise<Result<{ token: string; user: UserInfo }>> {
  if (!body.accept_age) return refuse(AUTH_MESSAGES.acceptAge)
  if (!isKnownBank(body.bank_code)) return refuse(AUTH_MESSAGES.unknownBank)
  const fullName = body.bank_account_name.trim().replace(/\s+/g, ' ')
  if (fullName.length < 2) return refuse(AUTH_MESSAGES.badName)
  if (await findMemberByPhone(deps.db, body.phone)) return refuse(AUTH_MESSAGES.phoneTaken)
  if ((await bankAccountOwner(deps.db, body.bank_account_no)) !== null)
    return refuse(AUTH_MESSAGES.bankAccountTaken)
  let referredBy: number | null = null
  if (body.ref) {
    const [referrer] = await deps.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.refCode, body.ref.toUpperCase()))
    if (!referrer) return refuse(AUTH_MESSAGES.unknownRef)
    referredBy = referrer.id
  }
  const hash = await passwordHash()
  try {
    return ok(
      await deps.db.transaction(async (tx) => {
        const member = await insertMember(deps, tx, {
          phone: body.phone,
          fullName,
          passwordHash: hash,
          bankAccountNo: body.bank_account_no,
          bankCode: body.bank_code,
          referredBy,
        })
        if (inside) {
          const done = await inside(tx, member)
          if (!done.ok) throw new Undo(done)
        }
        const token = await createSession(deps, tx, member.id, { method: 'register' })
        await tx.update(members).set({ lastLoginAt: deps.clock.now() }).where(eq(members.id, member.id))
        return { token, user: await userInfo(tx, { ...member, lastLoginAt: deps.clock.now() }) }
      }),
    )
  } catch (error) {
    if (error instanceof Undo) return error.refusal
    // Two registrations racing for the same phone or account: the unique index decides.
    const constraint = uniqueViolation(error)
    if (constraint?.includes('phone')) return refuse(AUTH_MESSAGES.phoneTaken)
    if (constraint?.includes('bank')) return refuse(AUTH_MESSAGES.bankAccountTaken)
    throw error
  }
}

export const register = (deps: AppDeps, body: RegisterBody) =>
  registerMember(deps, body, () => hashPassword(body.password, deps.config.scryptLogN, deps.random))
