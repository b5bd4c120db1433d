import { type Static, Type } from 'typebox'
import { Reply } from './envelope'

/**
 * The back office's report (GET /api/operator/report): per Asia/Bangkok day, the money in and out
 * (deposits, paid withdrawals, bonuses, cashback and win/loss returns, affiliate commission moved to
 * wallets) and, per product, the stakes, wins and the house result. Amounts are baht and may be
 * negative (a day whose refunds exceed its stakes, a house loss).
 */

const strict = { additionalProperties: false } as const
const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })
/** Baht, signed (a house result or a day's net stakes may be below zero). */
const Amount = Type.Number()

export const OperatorReportQuery = Type.Object({ from: Day, to: Day }, strict)
export type OperatorReportQuery = Static<typeof OperatorReportQuery>

/** Play of one product: stakes net of refunds, wins, house result = stakes - wins. */
export const ReportPlay = Type.Object({
  bets: Type.Integer(),
  stakes: Amount,
  wins: Amount,
  house: Amount,
})
export type ReportPlay = Static<typeof ReportPlay>

export const ReportFigures = Type.Object({
  deposits: Amount,
  withdrawals: Amount,
  /** Promotion bonuses, coupons, quest, wheel, poll and shop credit and the Yeekee bonus, less forfeits. */
  bonuses: Amount,
  /** Daily cashback, turnover and weekly win/loss returns claimed. */
  cashback: Amount,
  /** Affiliate commission moved into members' wallets. */
  commission: Amount,
  ...ReportPlay.properties,
  /** The same play per product (every product, zeros included). */
  products: Type.Record(Type.String(), ReportPlay),
})
export type ReportFigures = Static<typeof ReportFigures>

export const ReportDay = Type.Object({ day: Day, ...ReportFigures.properties })
export type ReportDay = Static<typeof ReportDay>

export const OperatorReportReply = Reply(
  Type.Object({
    from: Day,
    to: Day,
    /** Every day of the range, oldest first (days without activity are zeros). */
    days: Type.Array(ReportDay),
    total: ReportFigures,
  }),
)
export type OperatorReportReply = Static<typeof OperatorReportReply>
