import { type Static, Type } from 'typebox'
import { AffiliateConfig } from './affiliate'
import { ReturnKind, ReturnProgram } from './cashback'
import { Baht, Reply } from './envelope'

const strict = { additionalProperties: false } as const
const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })

// Operator calls of the returns (cashback, win/loss return, affiliate commission). OPERATOR_TOKEN only.

// POST /api/operator/returns/run — computes one closed Bangkok day (the week holding it, for
// `weekly_loss`) again, as its job does at the day's end: only what is missing is made (a rerun never
// pays twice). For a day the scheduled job missed.
export const OperatorReturnsRunBody = Type.Object(
  {
    job: Type.Union([ReturnKind, Type.Literal('affiliate')]),
    day: Day,
  },
  strict,
)
export type OperatorReturnsRunBody = Static<typeof OperatorReturnsRunBody>
export const OperatorReturnsRunReply = Reply(Type.Object({ made: Type.Integer() }))
export type OperatorReturnsRunReply = Static<typeof OperatorReturnsRunReply>

// POST /api/operator/cashback/program — sets a return programme (rates in percent, money in baht).
export const OperatorReturnProgramBody = Type.Object(
  {
    kind: ReturnKind,
    enabled: Type.Boolean(),
    tiers: Type.Array(Type.Object({ from: Baht, rate: Type.Number({ minimum: 0, maximum: 100 }) }, strict), {
      minItems: 1,
      maxItems: 10,
    }),
    min_amount: Baht,
    cap: Baht,
    claim_days: Type.Integer({ minimum: 1, maximum: 90 }),
    wallet_type_id: Type.Integer({ minimum: 1, maximum: 2 }),
  },
  strict,
)
export type OperatorReturnProgramBody = Static<typeof OperatorReturnProgramBody>
export const OperatorReturnProgramReply = Reply(ReturnProgram)
export type OperatorReturnProgramReply = Static<typeof OperatorReturnProgramReply>

// POST /api/operator/affiliate/program — sets the referral programme.
export const OperatorAffiliateProgramBody = Type.Object(
  {
    enabled: Type.Boolean(),
    base: Type.Union([Type.Literal('turnover'), Type.Literal('net_loss')]),
    rates: Type.Array(Type.Number({ minimum: 0, maximum: 50 }), { minItems: 1, maxItems: 10 }),
    min_redeem: Baht,
  },
  strict,
)
export type OperatorAffiliateProgramBody = Static<typeof OperatorAffiliateProgramBody>
export const OperatorAffiliateProgramReply = Reply(AffiliateConfig)
export type OperatorAffiliateProgramReply = Static<typeof OperatorAffiliateProgramReply>
