import { randomBytes } from 'node:crypto'
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose'

/** What the stand-in signs ID tokens with: its ES256 key pair (LIFF tokens) and the channel secret (HS256). */
export interface StandInKeys {
  kid: string
  privateKey: CryptoKey
  publicJwk: JWK
}

export async function createStandInKeys(): Promise<StandInKeys> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true })
  const kid = randomBytes(8).toString('hex')
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } }
}

export interface IdTokenClaims {
  iss: string
  sub: string
  aud: string
  /** Seconds since the epoch. */
  iat: number
  exp: number
  nonce?: string
  name?: string
  picture?: string
  amr?: string[]
}

/**
 * Signs an ID token as LINE does: HS256 with the channel secret (web login) or ES256 with the key
 * of the JWKS (LIFF and the SDKs). `header` lets tests forge a wrong one.
 */
export async function signIdToken(
  claims: IdTokenClaims,
  how: { alg: 'ES256'; keys: StandInKeys } | { alg: 'HS256'; secret: string },
): Promise<string> {
  const jwt = new SignJWT({ ...claims })
  if (how.alg === 'HS256')
    return jwt.setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(how.secret))
  return jwt.setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: how.keys.kid }).sign(how.keys.privateKey)
}
