import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify'
import { Type } from 'typebox'
import type { BodyOf, QueryOf, ReplyOf } from '../../src/contract/endpoint'
import type { EndpointSchema } from '../../src/contract/endpoint-schema'
import { type EndpointName, endpointSchemas } from '../../src/contract/endpoint-schemas'
import * as endpoints from '../../src/contract/endpoints'
import { EmptyBody, IdempotencyHeaders, Plain } from '../../src/contract/envelope'
import type { GrantedRole } from '../../src/contract/staff-roles'

type Def<K extends EndpointName> = (typeof endpoints)[K]
/** The definitions by name (the server bundles them all, so no tree shaking is lost). */
const definitions: typeof endpoints = { ...endpoints }

/** The request a handler gets: body, query and headers as validated; `member` on member calls. */
export type EndpointRequest<K extends EndpointName> = FastifyRequest<{
  Body: BodyOf<Def<K>>
  Querystring: QueryOf<Def<K>>
  Headers: Def<K>['idempotent'] extends true ? { 'idempotency-key': string } : object
}> &
  (Def<K>['auth'] extends 'member' ? { member: SessionMember } : object)

export interface EndpointOptions<K extends EndpointName> {
  handler: (request: EndpointRequest<K>, reply: FastifyReply) => Promise<ReplyOf<Def<K>>>
  /** Per-address limit (calls that hash a password or tell who is a member); documents the 429. */
  rateLimit?: { max: number; timeWindow: number }
}

/** Who a member call is from: set by the member guard (modules/auth/guard.ts) before the handler. */
export interface SessionMember {
  memberId: number
  sessionId: number
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract name of the call (registerEndpoint sets it), for route-wide hooks. */
    endpoint?: EndpointName
  }
  interface FastifyRequest {
    /** Set by the member guard on member-only routes. */
    member: SessionMember | null
  }
  interface FastifyInstance {
    /**
     * onRequest hook of member calls (registerEndpoint adds it): 401 unless a live bearer session is
     * sent, before the body is parsed or validated, so an expired session is never mistaken for a 400.
     * Decorated by the auth module (guard.ts).
     */
    requireMember: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /**
     * onRequest hook of operator calls (registerEndpoint adds it, with the call's `roles`): 401 unless
     * the operator token or a live staff session is sent, 403 when the staff member's role may not make
     * the call. Decorated by compose/operator.ts (plugins/operator.ts `operatorGuard`).
     */
    requireOperator: (
      request: FastifyRequest,
      reply: FastifyReply,
      roles: readonly GrantedRole[],
    ) => Promise<unknown>
    /**
     * preValidation hook of provider calls (the seamless wallet): 401 `{ status: 'INVALID_SIGNATURE' }`
     * unless the raw body is signed with the provider's secret. Decorated by the game module.
     */
    requireProvider: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>
  }
}

/**
 * Registers the route of one contract definition (`src/contract/endpoints/`): method and path
 * from the definition, schemas, tags and summary from `endpoint-schemas.ts`, the Idempotency-Key
 * header on money-moving POSTs, and on member calls the session check in `onRequest`, so a call
 * without a live token is 401 before its body is even parsed (whatever that body is).
 */
export function registerEndpoint<K extends EndpointName>(
  app: FastifyInstance,
  name: K,
  options: EndpointOptions<K>,
): void {
  const def: Def<K> = definitions[name]
  const schema: EndpointSchema = endpointSchemas[name]
  const member = def.auth === 'member'
  const operator = def.auth === 'operator'
  const provider = def.auth === 'provider'
  const guarded = member || operator || provider
  const refusal = schema.refusal ?? Plain
  const roles = def.roles ?? []
  // Fastify warns about schema keys that are present but undefined: add only what the call has.
  app.route({
    method: def.method,
    url: `/${def.path}`,
    ...(member ? { onRequest: app.requireMember } : {}),
    ...(operator
      ? {
          onRequest: (request: FastifyRequest, reply: FastifyReply) =>
            app.requireOperator(request, reply, roles),
        }
      : {}),
    // The signature covers the raw body, so it is checked once the body is read, before validation.
    ...(provider ? { preValidation: app.requireProvider } : {}),
    // `endpoint` names the call for route-wide hooks (responsible play's gate, modules/responsible/gate.ts).
    config: { endpoint: name, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    schema: {
      tags: [...schema.tags],
      summary: schema.summary,
      ...(guarded ? { security: [provider ? { signature: [] } : { bearer: [] }] } : {}),
      ...(def.idempotent ? { headers: IdempotencyHeaders } : {}),
      ...(def.method === 'POST' ? { body: schema.body ?? EmptyBody } : {}),
      ...(schema.query ? { querystring: schema.query } : {}),
      response: {
        200: schema.stream
          ? { description: schema.stream, content: { 'text/event-stream': { schema: Type.String() } } }
          : schema.reply,
        400: refusal,
        ...(guarded ? { 401: refusal } : {}),
        ...(operator ? { 403: refusal } : {}),
        ...(options.rateLimit ? { 429: Plain } : {}),
      },
    },
    // The schemas above validate what EndpointRequest promises, and requireMember sets `member`
    // before the handler runs: Fastify's own handler type cannot know either.
    handler: options.handler as unknown as RouteHandlerMethod,
  })
}
