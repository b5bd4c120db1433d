import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm'
import { isLedgerKind, LEDGER_KIND_LABELS } from '../../../src/contract/ledger'
import type { Statement, StatementQuery } from '../../../src/contract/statement'
import type { DbOrTx } from '../../db/open'
import {
  gameProviders,
  gameRounds,
  games,
  gameTransactions,
  ledgerEntries,
  ledgerTransactions,
  lottoBills,
  lottoRounds,
  wallets,
} from '../../db/schema'
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

/** A lottery bill's stake, refund or win (wallet/references.ts): the bill's id. */
const LOTTO_REFERENCE = /^lotto-(?:bill|refund|win):(\d+)$/
const lottoBillOf = (reference: string): number | null => {
  const match = LOTTO_REFERENCE.exec(reference)
  return match ? Number(match[1]) : null
}

/**
 * What a bet, win or refund line was for: the game's name (a provider's seamless call, by its ledger
 * transaction), or the lottery round's title and the bill's number. Two reads for a whole page.
 */
async function playDetails(
  db: DbOrTx,
  rows: readonly { transactionId: number; kind: string; reference: string }[],
): Promise<Map<number, string>> {
  const play = rows.filter((r) => r.kind === 'bet' || r.kind === 'win' || r.kind === 'bet_refund')
  const gameTx = play.filter((r) => r.reference.startsWith('game:')).map((r) => r.transactionId)
  const bills = [...new Set(play.map((r) => lottoBillOf(r.reference)).filter((id) => id !== null))]
  const [gameNames, billRounds] = await Promise.all([
    gameTx.length === 0
      ? []
      : // The provider call behind a movement by its (provider, transaction id), which the reference
        // names (wallet/references.ts gameReference): game_transactions' unique index, not a scan
        // of every game call for its ledger_transaction_id (no index: every bet would write one).
        db
          .select({ transactionId: ledgerTransactions.id, name: games.name })
          .from(ledgerTransactions)
          .innerJoin(
            gameProviders,
            sql`starts_with(${ledgerTransactions.reference}, 'game:' || ${gameProviders.code} || ':')`,
          )
          .innerJoin(
            gameTransactions,
            and(
              eq(gameTransactions.providerId, gameProviders.id),
              eq(
                gameTransactions.transactionId,
                // What follows 'game:<code>:' (5 + 1 characters around the code; substr counts from 1).
                sql`substr(${ledgerTransactions.reference}, length(${gameProviders.code}) + 7)`,
              ),
              eq(gameTransactions.ledgerTransactionId, ledgerTransactions.id),
            ),
          )
          .innerJoin(
            gameRounds,
            and(
              eq(gameRounds.providerId, gameTransactions.providerId),
              eq(gameRounds.roundId, gameTransactions.roundId),
              eq(gameRounds.memberId, gameTransactions.memberId),
            ),
          )
          .innerJoin(games, eq(games.id, gameRounds.gameId))
          .where(inArray(ledgerTransactions.id, gameTx)),
    bills.length === 0
      ? []
      : db
          .select({ billId: lottoBills.id, title: lottoRounds.title })
          .from(lottoBills)
          .innerJoin(lottoRounds, eq(lottoRounds.id, lottoBills.roundId))
          .where(inArray(lottoBills.id, bills)),
  ])
  const details = new Map<number, string>()
  for (const g of gameNames) if (g.transactionId !== null) details.set(g.transactionId, g.name)
  const titles = new Map(billRounds.map((b) => [b.billId, b.title]))
  for (const r of play) {
    const bill = lottoBillOf(r.reference)
    const title = bill === null ? undefined : titles.get(bill)
    if (bill !== null && title) details.set(r.transactionId, `${title} โพย #${bill}`)
  }
  return details
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
        transactionId: ledgerTransactions.id,
        reference: ledgerTransactions.reference,
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
  const plays = await playDetails(deps.db, rows)
  return ok({
    items: rows.map((r) => ({
      id: r.id,
      type: r.kind,
      label: labelOf(r.kind),
      detail: plays.get(r.transactionId) ?? detailOf(r.kind, r.memo),
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
