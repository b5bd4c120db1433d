import { createHash } from 'node:crypto'
import type { RandomSource } from './random'

/** 32 random bytes, base64url: what the member holds. */
export const newToken = (random: RandomSource): string => random.bytes(32).toString('base64url')

/** What the database holds: the token's SHA-256, so a leaked table cannot be replayed. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')
