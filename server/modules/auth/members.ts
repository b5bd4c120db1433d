import { and, eq, sql } from 'drizzle-orm'
import type { UserInfo } from '../../../src/contract/auth'
import { bankName } from '../../../src/contract/banks'
import type { DbOrTx } from '../../db/open'
import { preparedPerDb } from '../../db/prepared'
import { memberBankAccounts, members } from '../../db/schema'

export type MemberRow = typeof members.$inferSelect
type BankRow = typeof memberBankAccounts.$inferSelect

const bankOf = (row: BankRow) => ({
  bank_code: row.bankCode,
  bank_name: bankName(row.bankCode),
  account_no: row.accountNo,
  account_name: row.accountName,
})

export async function findMemberByPhone(db: DbOrTx, phone: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.phone, phone)).limit(1)
  return row ?? null
}

export async function findMemberById(db: DbOrTx, id: number): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1)
  return row ?? null
}

/** Who holds this bank account (main or sub), if anyone. */
export async function bankAccountOwner(
  db: DbOrTx,
  accountNo: string,
  bankCode?: string,
): Promise<number | null> {
  const condition = bankCode
    ? and(eq(memberBankAccounts.accountNo, accountNo), eq(memberBankAccounts.bankCode, bankCode))
    : eq(memberBankAccounts.accountNo, accountNo)
  const [row] = await db
    .select({ memberId: memberBankAccounts.memberId })
    .from(memberBankAccounts)
    .where(condition)
    .limit(1)
  return row?.memberId ?? null
}

export async function memberBanks(db: DbOrTx, memberId: number) {
  const rows = await db.select().from(memberBankAccounts).where(eq(memberBankAccounts.memberId, memberId))
  return { main: rows.find((r) => r.isMain) ?? null, sub: rows.find((r) => !r.isMain) ?? null }
}

type InfoMember = Pick<MemberRow, 'id' | 'phone' | 'fullName' | 'refCode' | 'createdAt' | 'lastLoginAt'>

function toUserInfo(member: InfoMember, main: BankRow | null, sub: BankRow | null): UserInfo {
  if (!main) throw new Error(`member ${member.id} has no main bank account`)
  return {
    id: member.id,
    username: member.phone,
    phone: member.phone,
    full_name: member.fullName,
    bank: bankOf(main),
    sub_bank: sub ? bankOf(sub) : null,
    ref_code: member.refCode,
    created_at: member.createdAt.toISOString(),
    last_login_at: member.lastLoginAt ? member.lastLoginAt.toISOString() : null,
  }
}

/** The member as the site sees it (never the password hash or login counters). */
export async function userInfo(db: DbOrTx, member: MemberRow): Promise<UserInfo> {
  const banks = await memberBanks(db, member.id)
  return toUserInfo(member, banks.main, banks.sub)
}

/** get_user_info's read: the member and their bank accounts in one statement (one row per account). */
const memberWithBanks = preparedPerDb((db) =>
  db
    .select({
      member: {
        id: members.id,
        phone: members.phone,
        fullName: members.fullName,
        refCode: members.refCode,
        createdAt: members.createdAt,
        lastLoginAt: members.lastLoginAt,
      },
      bank: memberBankAccounts,
    })
    .from(members)
    .leftJoin(memberBankAccounts, eq(memberBankAccounts.memberId, members.id))
    .where(eq(members.id, sql.placeholder('memberId')))
    .prepare('member_with_banks'),
)

/** The member as the site sees it, by id, or null for an unknown id. */
export async function userInfoById(db: DbOrTx, memberId: number): Promise<UserInfo | null> {
  const rows = await memberWithBanks(db).execute({ memberId })
  if (rows.length === 0) return null
  const banks = rows.flatMap((r) => (r.bank ? [r.bank] : []))
  return toUserInfo(rows[0].member, banks.find((b) => b.isMain) ?? null, banks.find((b) => !b.isMain) ?? null)
}

/** Unique-violation (23505) from either driver, with the constraint name when known. */
export function uniqueViolation(error: unknown): string | null {
  let e: unknown = error
  for (let depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const candidate = e as { code?: string; constraint?: string; cause?: unknown }
    if (candidate.code === '23505') return candidate.constraint ?? 'unknown'
    e = candidate.cause
  }
  return null
}
