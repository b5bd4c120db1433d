import { createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { SEAMLESS_HEADERS } from '../../../../src/contract/seamless'
import type { AppDeps } from '../../../deps'
import { type SigningProvider, signingProvider } from './provider-keys'

/** Hex HMAC-SHA256 of the raw body: what a provider sends in X-Signature. */
export const signBody = (secret: string, raw: Buffer | string): string =>
  createHmac('sha256', secret).update(raw).digest('hex')

declare module 'fastify' {
  interface FastifyRequest {
    /** Provider calls: the body exactly as received (the signature covers these bytes). */
    rawBody: Buffer | null
    /** Provider calls: the raw body was not JSON (answered 400 once the signature is checked). */
    rawBodyInvalid: boolean
    /** Provider calls: the provider whose signature matched. */
    gameProvider: SigningProvider | null
  }
}

const HEX_SHA256 = /^[0-9a-fA-F]{64}$/

/** Constant-time comparison of the sent hex signature with the expected one. */
export function signatureMatches(secret: string, raw: Buffer, sent: string): boolean {
  if (!HEX_SHA256.test(sent)) return false
  const expected = createHmac('sha256', secret).update(raw).digest()
  return timingSafeEqual(expected, Buffer.from(sent, 'hex'))
}

/**
 * preValidation of every provider call: the provider named by X-Provider-Code must have a secret and
 * the body must carry its HMAC; otherwise 401 INVALID_SIGNATURE, before anything is read or written.
 * A signed body that is not JSON is then a 400 INVALID_REQUEST.
 */
export function providerGuard(deps: AppDeps) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const code = request.headers[SEAMLESS_HEADERS.provider]
    const sent = request.headers[SEAMLESS_HEADERS.signature]
    const provider = typeof code === 'string' && code.length <= 32 ? await signingProvider(deps, code) : null
    const raw = request.rawBody ?? Buffer.alloc(0)
    if (!provider?.secret || typeof sent !== 'string' || !signatureMatches(provider.secret, raw, sent)) {
      await reply.code(401).send({ status: 'INVALID_SIGNATURE' })
      return reply
    }
    if (request.rawBodyInvalid) {
      await reply.code(400).send({ status: 'INVALID_REQUEST' })
      return reply
    }
    request.gameProvider = provider
  }
}
