import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose'
import type { Config } from '../../config'
import type { AppDeps } from '../../deps'

/** Who a verified LINE ID token is about: `sub` is the LINE user id (per channel provider). */
export interface LineIdentity {
  lineUserId: string
  displayName: string
}

const jwksByUrl = new Map<string, ReturnType<typeof createRemoteJWKSet>>()
/** LINE's public keys (ES256), fetched once per URL and cached by jose (refetched for an unknown kid). */
const jwks = (url: string) => {
  let set = jwksByUrl.get(url)
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 10_000, cooldownDuration: 30_000 })
    jwksByUrl.set(url, set)
  }
  return set
}

export const lineEnabled = (config: Config) =>
  config.lineChannelId !== null && config.lineChannelSecret !== null

/**
 * Verifies a LINE ID token as LINE's docs say: the signature (HS256 with the channel secret for the
 * browser's LINE Login, ES256 with a key of LINE's JWKS for LIFF and the SDKs; no other algorithm),
 * `iss` = LINE, `aud` = our channel id, `exp` in the future (`iat` present), and `nonce` equal to the
 * one this login stored when there is one (LIFF tokens carry none). Null when any check fails.
 */
export async function verifyLineIdToken(
  deps: AppDeps,
  token: string,
  expectedNonce: string | null,
): Promise<LineIdentity | null> {
  const { config } = deps
  if (!config.lineChannelId || !config.lineChannelSecret) return null
  const secret = new TextEncoder().encode(config.lineChannelSecret)
  let payload: JWTPayload
  try {
    ;({ payload } = await jwtVerify(
      token,
      (header, input) => (header.alg === 'HS256' ? secret : jwks(config.lineJwksUrl)(header, input)),
      {
        algorithms: ['HS256', 'ES256'],
        issuer: config.lineIssuer,
        audience: config.lineChannelId,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: deps.clock.now(),
        clockTolerance: 30,
      },
    ))
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null
    throw error
  }
  if (expectedNonce !== null && payload.nonce !== expectedNonce) return null
  if (typeof payload.sub !== 'string' || !/^U[0-9a-f]{32}$/.test(payload.sub)) return null
  const name = typeof payload.name === 'string' ? payload.name.trim().slice(0, 100) : ''
  return { lineUserId: payload.sub, displayName: name }
}
