import type { TSchema } from 'typebox'

/** The server half of one endpoint definition: schemas for validation and OpenAPI, tags and summary. */
export interface EndpointSchema {
  tags: readonly string[]
  summary: string
  body?: TSchema
  query?: TSchema
  reply: TSchema
  /** A stream (server-sent events): its 200 is documented as this text/event-stream, `reply` is the refusal. */
  stream?: string
  /** The schema of its 400/401 answers when they are not the envelope (provider calls: `{ status }`). */
  refusal?: TSchema
}
