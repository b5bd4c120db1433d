import { type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'
import type { RandomSource } from './random'

const KEY_LENGTH = 32
/** Hashing is CPU and memory heavy: at most this many run at once (2 cores). */
const MAX_CONCURRENT = 2

let running = 0
const waiting: Array<() => void> = []

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve))
  else running++
  try {
    return await work()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}

const derive = (password: string, salt: Buffer, N: number, r: number, p: number) =>
  withSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 16 * 1024 * 1024 }
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
          err ? reject(err) : resolve(key),
        )
      }),
  )

/** `scrypt$<logN>$<r>$<p>$<salt>$<hash>` (base64url): the cost travels with the hash. */
export async function hashPassword(password: string, logN: number, random: RandomSource): Promise<string> {
  const salt = random.bytes(16)
  const key = await derive(password, salt, 2 ** logN, 8, 1)
  return ['scrypt', logN, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // A member who registered with LINE and never set a password has none to match.
  if (stored === null) return false
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [logN, r, p] = parts.slice(1, 4).map(Number)
  if (!Number.isInteger(logN) || logN < 1 || logN > 22 || !r || !p) return false
  const expected = Buffer.from(parts[5], 'base64url')
  const key = await derive(password, Buffer.from(parts[4], 'base64url'), 2 ** logN, r, p)
  return key.length === expected.length && timingSafeEqual(key, expected)
}
