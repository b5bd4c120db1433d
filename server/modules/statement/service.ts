import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm'
import { isLedgerKind, LEDGER_KIND_LABELS } from '../../../src/contract/ledger'
import type { Statement, StatementQuery } from '../../../src/contract/statement'
import { ledgerEntries, ledgerTransactions, wallets } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { addDays, bangkokDateStart } from '../../lib/bangkok'
import { satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'

/** A row written before a kind was renamed (the ledger is never edited) still gets a label. */
const OTHER_LABEL = 'รายการอื่น ๆ'
const labelOf = (kind: string): string => (isLedgerKind(kind) ? LEDGER_KIND_LABELS[kind] : OTHER_LABEL)

/** Kinds whose memo is written for the member (a Thai title, a coupon code, a position). */
const DETAILED = new Set(['bonus', 'coupon', 'quest', 'shop', 'wheel', 'poll', 'yeekee_bonus'])

/** The line's detail: the memo of those kinds, without its kind's label when it repeats it. */
function detailOf(kind: string, memo: string | null): string | null {
  if (!memo || !DETAILED.has(kind)) return null
  const label = labelOf(kind)
  const detail = memo.startsWith(label) ? memo.slice(label.length).trim() : memo
  return detail === '' ? null : detail
}

export const STATEMENT_MESSAGES = {
  badDate: 'วันที่ไม่ถูกต้อง',
  badRange: 'วันที่เริ่มต้นต้องไม่เกินวันที่สิ้นสุด',
  badType: 'ประเภทรายการไม่ถูกต้อง',
} as const

/**
 * The member's ledger entries (every wallet of theirs), newest first, filtered by kind and by
 * Asia/Bangkok days (inclusive), paged. Only entries on the member's own wallets are ever read.
 */
export async function memberStatement(
  deps: AppDeps,
  memberId: number,
  query: StatementQuery,
): Promise<Result<Statement>> {
  const page = query.page ?? 1
  const pageSize = query.page_size ?? 20
  const conditions: SQL[] = [eq(wallets.memberId, memberId)]
  if (query.type) {
    if (!isLedgerKind(query.type)) return refuse(STATEMENT_MESSAGES.badType)
    conditions.push(eq(ledgerTransactions.kind, query.type))
  }
  let from: Date | null = null
  if (query.from) {
    from = bangkokDateStart(query.from)
    if (!from) return refuse(STATEMENT_MESSAGES.badDate)
    conditions.push(gte(ledgerTransactions.createdAt, from))
  }
  if (query.to) {
    const to = bangkokDateStart(query.to)
    if (!to) return refuse(STATEMENT_MESSAGES.badDate)
    if (from && from.getTime() > to.getTime()) return refuse(STATEMENT_MESSAGES.badRange)
    conditions.push(lt(ledgerTransactions.createdAt, addDays(to, 1)))
  }
  const where = and(...conditions)
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        id: ledgerEntries.id,
        kind: ledgerTransactions.kind,
        amount: ledgerEntries.amountSatang,
        balanceAfter: ledgerEntries.balanceAfterSatang,
        walletId: wallets.id,
        walletName: wallets.name,
        walletTypeId: wallets.walletTypeId,
        createdAt: ledgerTransactions.createdAt,
        memo: ledgerTransactions.memo,
      })
      .from(ledgerEntries)
      .innerJoin(wallets, eq(ledgerEntries.walletId, wallets.id))
      .innerJoin(ledgerTransactions, eq(ledgerEntries.transactionId, ledgerTransactions.id))
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db
      .select({ n: count() })
      .from(ledgerEntries)
      .innerJoin(wallets, eq(ledgerEntries.walletId, wallets.id))
      .innerJoin(ledgerTransactions, eq(ledgerEntries.transactionId, ledgerTransactions.id))
      .where(where),
  ])
  return ok({
    items: rows.map((r) => ({
      id: r.id,
      type: r.kind,
      label: labelOf(r.kind),
      detail: detailOf(r.kind, r.memo),
      amount: satangToBaht(r.amount),
      // Wallet entries (the inner join on wallets) always carry their balance after.
      balance_after: satangToBaht(r.balanceAfter ?? 0n),
      wallet_id: r.walletId,
      wallet_name: r.walletName,
      wallet_type_id: r.walletTypeId,
      created_at: r.createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page,
    page_size: pageSize,
  })
}
