import { type Static, type TSchema, Type } from 'typebox'

/**
 * Every /api answer is this envelope: `error` 0 is success; anything else is a refusal whose
 * `message` (Thai) is shown to the member. Business refusals are HTTP 200 with error != 0.
 */
export const ErrorCode = {
  OK: 0,
  /** A business rule refused the request (wrong password, taken phone, not enough balance...). */
  REFUSED: 1,
  /** The thing asked for does not exist or is not the member's. */
  NOT_FOUND: 2,
  /** Too many attempts; try again later. */
  RATE_LIMITED: 3,
  /** Same Idempotency-Key sent with a different payload. */
  IDEMPOTENCY_MISMATCH: 4,
  /** generate_qr while the member still has an open QR order (qrcode_info answers it). */
  PENDING_ORDER: 5,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  /** A back-office staff member whose role may not make this operator call. */
  FORBIDDEN: 403,
  INTERNAL: 500,
} as const
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode]

export interface Envelope<D = unknown> {
  error: number
  message?: string
  data?: D
}

/** Reply schema: the envelope with a typed `data` plus any spec-named top-level fields. */
export const Reply = <D extends TSchema, X extends Record<string, TSchema> = Record<never, TSchema>>(
  data: D,
  extra?: X,
) =>
  Type.Object({
    error: Type.Integer(),
    message: Type.Optional(Type.String()),
    data: Type.Optional(data),
    ...((extra ?? {}) as X),
  })

/** The body of every refusal and of calls that return nothing but success. */
export const Plain = Type.Object({
  error: Type.Integer(),
  message: Type.Optional(Type.String()),
})
export type Plain = Static<typeof Plain>

/** Money on the wire: baht with at most 2 decimals (stored as integer satang). */
export const Baht = Type.Number({ minimum: 0, maximum: 100_000_000, multipleOf: 0.01 })

/** A row id sent by the client (a PostgreSQL integer: larger values are malformed, not a 500). */
export const RowId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })

/** ISO-8601 timestamp string (UTC); the site formats it in Asia/Bangkok. */
export const Timestamp = Type.String({ format: 'date-time' })

/** Header sent on every money-moving POST. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** Body of a POST that takes no fields (the site sends `{}`); anything else is refused. */
export const EmptyBody = Type.Object({}, { additionalProperties: false })
export type EmptyBody = Static<typeof EmptyBody>

/**
 * Headers of a money-moving POST: the Idempotency-Key (a UUID from the site's newIdempotencyKey, one
 * per member action). Missing or malformed = 400. A replay of the same key and payload answers the
 * first answer again; the same key with another payload is refused (IDEMPOTENCY_MISMATCH).
 */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.String({ pattern: '^[A-Za-z0-9_-]{8,100}$' }),
})
