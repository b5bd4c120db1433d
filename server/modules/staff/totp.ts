import { Secret, TOTP } from 'otpauth'
import type { RandomSource } from '../../lib/random'

/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'bw222 หลังบ้าน'

const totpOf = (secret: string, username: string) =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  })

/** A new secret: 20 random bytes in base32 (what authenticator apps expect). */
export const newTotpSecret = (random: RandomSource): string =>
  new Secret({ buffer: new Uint8Array(random.bytes(20)).buffer }).base32

/** The otpauth:// URI an authenticator app reads from the QR. */
export const totpUri = (secret: string, username: string): string => totpOf(secret, username).toString()

/**
 * The 30-second step a code belongs to (one step either side of now is accepted, for clock drift), or
 * null when it matches none. The caller accepts a step once (staff.totp_last_step), so a code seen over
 * a shoulder cannot be used again.
 */
export function totpStep(secret: string, username: string, code: string, now: Date): number | null {
  const totp = totpOf(secret, username)
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 })
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta
}
