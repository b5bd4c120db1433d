import { randomUUID } from 'node:crypto'
import type { LedgerReference } from '../../../server/modules/wallet/references'

/**
 * A fresh reference for a test's own movement (a top-up, a bet placed straight through
 * wallet/bets.ts), usable with any kind. Server code builds its references with the builders of
 * server/modules/wallet/references.ts; tests that stand in for a business object use this one.
 */
export const testReference = (label: string) => `test:${label}:${randomUUID()}` as LedgerReference
