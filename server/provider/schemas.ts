import { Type } from 'typebox'

/** Bodies of the provider's page API (strict: unknown fields and wrong types are a 400). */
const Session = Type.String({ minLength: 20, maxLength: 100 })

export const SessionBody = Type.Object(
  {
    game: Type.String({ minLength: 1, maxLength: 32 }),
    launch_token: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
    demo: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)

export const SessionOnly = Type.Object({ session: Session }, { additionalProperties: false })

export const SeedBody = Type.Object(
  { session: Session, client_seed: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
)

export const HistoryBody = Type.Object(
  { session: Session, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) },
  { additionalProperties: false },
)

export const RoundBody = Type.Object(
  { session: Session, round_id: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
)

export const PlayBody = Type.Object(
  {
    session: Session,
    /** The page's id of this play: resending it answers the same round. */
    request_id: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    input: Type.Unknown(),
  },
  { additionalProperties: false },
)
