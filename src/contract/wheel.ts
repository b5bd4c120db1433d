import { type Static, Type } from 'typebox'
import { Reply, RowId, Timestamp } from './envelope'
import { Wallet } from './wallet'

const strict = { additionalProperties: false } as const

export const WheelPrizeKind = Type.Union([
  Type.Literal('credit'),
  Type.Literal('points'),
  Type.Literal('none'),
])

/** One segment of the wheel (in order) and its published chance: weight / sum of weights. */
export const WheelSegment = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  kind: WheelPrizeKind,
  /** Baht (credit) or points; 0 for none. */
  amount: Type.Number(),
  weight: Type.Integer(),
  color: Type.String(),
})
export type WheelSegment = Static<typeof WheelSegment>

// GET /api/wheel/config — the segments, in the top-level `configs` (and `data`).
export const WheelConfigReply = Reply(Type.Array(WheelSegment), {
  configs: Type.Optional(Type.Array(WheelSegment)),
})
export type WheelConfigReply = Static<typeof WheelConfigReply>

export const WheelSetting = Type.Object({
  segments: Type.Array(WheelSegment),
  /** Points one spin costs when the member has no free spin. */
  cost_points: Type.Integer(),
  free_spins: Type.Integer(),
  points: Type.Integer(),
  /** sha256 of the server seed of the member's next spin, published before it. */
  next_hash: Type.String(),
})
export type WheelSetting = Static<typeof WheelSetting>

// GET /api/wheel/config_v2 — the member's setting (segments, cost, free spins, next commitment).
export const WheelSettingReply = Reply(WheelSetting, {
  setting: Type.Optional(WheelSetting),
  free_spins: Type.Optional(Type.Integer()),
})
export type WheelSettingReply = Static<typeof WheelSettingReply>

/** A spin as the fairness view needs it: seed, its hash, the client seed and the table drawn from. */
export const WheelSpin = Type.Object({
  id: Type.Integer(),
  segment_index: Type.Integer(),
  prize: WheelSegment,
  server_seed: Type.String(),
  seed_hash: Type.String(),
  client_seed: Type.String(),
  nonce: Type.Integer(),
  /** The weights the spin was drawn from, in segment order. */
  table: Type.Array(Type.Object({ id: Type.Integer(), label: Type.String(), weight: Type.Integer() })),
  cost_points: Type.Integer(),
  free_spin: Type.Boolean(),
  claimed: Type.Boolean(),
  spun_at: Timestamp,
})
export type WheelSpin = Static<typeof WheelSpin>

// POST /api/wheel/spin and spin_v2 (Idempotency-Key) — a free spin first, else cost_points.
export const WheelSpinBody = Type.Object(
  { client_seed: Type.String({ minLength: 1, maxLength: 64 }) },
  strict,
)
export type WheelSpinBody = Static<typeof WheelSpinBody>
export const WheelSpinReply = Reply(
  Type.Object({
    spin: WheelSpin,
    points: Type.Integer(),
    free_spins: Type.Integer(),
    next_hash: Type.String(),
  }),
  { prizes: Type.Optional(Type.Array(WheelSegment)), free_spins: Type.Optional(Type.Integer()) },
)
export type WheelSpinReply = Static<typeof WheelSpinReply>

// POST /api/wheel/reward (Idempotency-Key) — claim a spin's prize into the bonus wallet or points.
export const WheelRewardBody = Type.Object({ spin_id: RowId }, strict)
export type WheelRewardBody = Static<typeof WheelRewardBody>
export const WheelRewardReply = Reply(
  Type.Object({ spin: WheelSpin, wallets: Type.Array(Wallet), points: Type.Integer() }),
  { point: Type.Optional(Type.Integer()) },
)
export type WheelRewardReply = Static<typeof WheelRewardReply>

// GET /api/wheel/board — recent winners, names masked.
export const WheelBoardReply = Reply(
  Type.Array(Type.Object({ name: Type.String(), label: Type.String(), at: Timestamp })),
)
export type WheelBoardReply = Static<typeof WheelBoardReply>

// GET /api/wheel/history — the member's spins, newest first (the prizes tab and the fairness view).
export const WheelHistoryReply = Reply(Type.Array(WheelSpin))
export type WheelHistoryReply = Static<typeof WheelHistoryReply>
