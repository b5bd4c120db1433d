/** Failed logins allowed (per account and address) before each further attempt has to wait. */
export const FREE_ATTEMPTS = 5
const BASE_DELAY_MS = 2_000
export const MAX_DELAY_MS = 5 * 60_000

/**
 * How long an account must still wait before the next login attempt: nothing for the first
 * FREE_ATTEMPTS failures, then 2 s, 4 s, 8 s... capped at 5 minutes. Never a lockout.
 */
export function loginWaitMs(failures: number, lastFailedAt: Date | null, now: Date): number {
  if (failures < FREE_ATTEMPTS || !lastFailedAt) return 0
  const delay = Math.min(BASE_DELAY_MS * 2 ** (failures - FREE_ATTEMPTS), MAX_DELAY_MS)
  return Math.max(0, lastFailedAt.getTime() + delay - now.getTime())
}

/** The same delay (ms, past the free attempts) as SQL over a failures column, for the atomic claim. */
export const waitSqlMs = (failures: string) =>
  `least(${BASE_DELAY_MS} * power(2, greatest(${failures} - ${FREE_ATTEMPTS}, 0)), ${MAX_DELAY_MS})`
