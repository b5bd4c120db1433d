/**
 * Provably fair outcomes (commit-reveal), one mechanism for every built-in game and the prize wheel.
 *
 * Before a round the server publishes `sha256(server_seed)` (the commitment). The round's random
 * numbers are `HMAC_SHA256(server_seed, client_seed + ":" + nonce + ":" + cursor)` for cursor 0, 1,
 * 2..., each digest cut into four 7-byte chunks whose top 52 bits make a float in [0, 1) (no modulo
 * bias). After the round the seed is revealed: anyone can hash it, compare it with the commitment
 * and derive the same floats, then the same outcome by the game's published rule.
 *
 * Pure Web Crypto (`crypto.subtle`), so the same file runs in Node 20 (server) and in a browser
 * (the "ตรวจสอบความยุติธรรม" panels). TypeBox-free: the site may import values from it.
 */

export interface FairRound {
  /** Hex, kept secret until the round is over. */
  serverSeed: string
  /** Chosen by the member (or the page) before the round; any text. */
  clientSeed: string
  /** Counts the rounds played on one server seed, from 0. */
  nonce: number
}

const encoder = new TextEncoder()

const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** The commitment published before the round: hex sha256 of the server seed's text. */
export async function hashServerSeed(serverSeed: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(serverSeed))))
}

/** Whether a revealed seed matches the commitment shown before the round. */
export async function seedMatches(serverSeed: string, commitment: string): Promise<boolean> {
  return (await hashServerSeed(serverSeed)) === commitment.toLowerCase()
}

async function hmac(key: string, message: string): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)))
}

const FLOATS_PER_DIGEST = 4
const TWO_POW_52 = 2 ** 52

/** A float in [0, 1) from 7 bytes: their top 52 bits (an exact double, no rounding). */
function floatAt(digest: Uint8Array, offset: number): number {
  // 6 whole bytes and the high half of the 7th: 52 bits, exactly representable (56 would not be).
  let value = 0
  for (let i = 0; i < 6; i++) value = value * 256 + digest[offset + i]
  return (value * 16 + (digest[offset + 6] >> 4)) / TWO_POW_52
}

/** The round's first `count` floats in [0, 1), in order. */
export async function fairFloats(round: FairRound, count: number): Promise<number[]> {
  const floats: number[] = []
  for (let cursor = 0; floats.length < count; cursor++) {
    const digest = await hmac(round.serverSeed, `${round.clientSeed}:${round.nonce}:${cursor}`)
    for (let i = 0; i < FLOATS_PER_DIGEST && floats.length < count; i++) floats.push(floatAt(digest, i * 7))
  }
  return floats
}

/** An integer in [0, n) from a float in [0, 1). */
export const pickIndex = (float: number, n: number): number => Math.min(n - 1, Math.floor(float * n))

/**
 * The index chosen by a float among integer weights (a reel strip, a prize table): walks the
 * cumulative weights, so index i is chosen with probability weights[i] / sum.
 */
export function pickWeighted(float: number, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0)
  let target = Math.floor(float * total)
  for (let i = 0; i < weights.length; i++) {
    if (target < weights[i]) return i
    target -= weights[i]
  }
  return weights.length - 1
}

/** A new secret server seed (32 random bytes, hex). */
export function newServerSeed(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(32)))
}
