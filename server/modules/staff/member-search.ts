import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import {
  MEMBER_SEARCH_PAGE,
  type MemberSearchQuery,
  type MemberSearchRow,
} from '../../../src/contract/member-desk'
import { lineAccounts, memberBankAccounts, members } from '../../db/schema'
import type { AppDeps } from '../../deps'

/** `%`, `_` and `\` typed by staff are matched as themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * What staff typed, as a filter on members: digits find phones and bank account numbers (main or
 * sub) that contain them (dashes and spaces ignored); any text finds names and LINE display names
 * that contain it, and a LINE user id exactly. Empty: every member.
 */
function matching(q: string): SQL | undefined {
  const text = q.trim()
  if (text === '') return undefined
  const digits = text.replace(/[\s-]/g, '')
  const byText: SQL[] = [
    ilike(members.fullName, `%${likeEscaped(text)}%`),
    inArray(
      members.id,
      sql`(select ${lineAccounts.memberId} from ${lineAccounts}
           where ${lineAccounts.displayName} ilike ${`%${likeEscaped(text)}%`}
              or ${lineAccounts.lineUserId} = ${text})`,
    ),
  ]
  if (/^[0-9]+$/.test(digits)) {
    byText.push(
      ilike(members.phone, `%${digits}%`),
      inArray(
        members.id,
        sql`(select ${memberBankAccounts.memberId} from ${memberBankAccounts}
             where ${memberBankAccounts.accountNo} like ${`%${digits}%`})`,
      ),
    )
  }
  return or(...byText)
}

/** The members desk's search: newest members first, a page of MEMBER_SEARCH_PAGE. */
export async function searchMembers(deps: AppDeps, query: MemberSearchQuery) {
  const page = query.page ?? 1
  const where = matching(query.q ?? '')
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        id: members.id,
        phone: members.phone,
        fullName: members.fullName,
        createdAt: members.createdAt,
        lastLoginAt: members.lastLoginAt,
        lockedAt: members.lockedAt,
        bankCode: memberBankAccounts.bankCode,
        accountNo: memberBankAccounts.accountNo,
        lineName: lineAccounts.displayName,
      })
      .from(members)
      .leftJoin(
        memberBankAccounts,
        and(eq(memberBankAccounts.memberId, members.id), eq(memberBankAccounts.isMain, true)),
      )
      .leftJoin(lineAccounts, eq(lineAccounts.memberId, members.id))
      .where(where)
      .orderBy(desc(members.id))
      .limit(MEMBER_SEARCH_PAGE)
      .offset((page - 1) * MEMBER_SEARCH_PAGE),
    deps.db.select({ n: count() }).from(members).where(where),
  ])
  const items: MemberSearchRow[] = rows.map((r) => ({
    id: r.id,
    phone: r.phone,
    full_name: r.fullName,
    created_at: r.createdAt.toISOString(),
    last_login_at: r.lastLoginAt ? r.lastLoginAt.toISOString() : null,
    locked: r.lockedAt !== null,
    bank_account_no: r.accountNo,
    bank_code: r.bankCode,
    line_name: r.lineName,
  }))
  return { items, total: Number(total?.n ?? 0), page, page_size: MEMBER_SEARCH_PAGE }
}
