import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import { buildApp } from '../../../server/app'
import { type SeedMode, seed } from '../../../server/compose/seed'
import { type Config, defaultConfig } from '../../../server/config'
import { createBus } from '../../../server/db/bus'
import type { AppDeps } from '../../../server/deps'
import { ManualClock } from '../../../server/lib/clock'
import { cryptoRandom } from '../../../server/lib/random'
import { createTestDb, type TestDb } from './db'
import { assertLedgerInvariants } from './ledger'

/** The operator token of every test server (helpers/money.ts sends it). */
export const TEST_OPERATOR_TOKEN = 'test-operator-token-0123456789abcdef'

export interface TestContext {
  app: FastifyInstance
  deps: AppDeps
  clock: ManualClock
  testDb: TestDb
  close: () => Promise<void>
}

export interface SetupOptions {
  config?: Partial<Config>
  /** First-run seed to apply (default 'demo'); false for an empty database. */
  seed?: SeedMode | false
  /** A logger for tests that read what the server logs (none by default). */
  logger?: FastifyServerOptions['logger']
  /** Lets a test add routes before the app is ready. */
  beforeReady?: (app: FastifyInstance) => void
}

/** The app on a fresh database, with a cheap scrypt cost and a clock the test controls. */
export async function setupApp(options: SetupOptions = {}): Promise<TestContext> {
  const testDb = await createTestDb()
  const clock = new ManualClock()
  const config: Config = {
    ...defaultConfig,
    scryptLogN: 10,
    authRateLimitPerMinute: 10_000,
    staticDir: '/nonexistent-dist',
    operatorToken: TEST_OPERATOR_TOKEN,
    codeSender: 'outbox',
    ...options.config,
  }
  const bus = createBus(testDb.busListener)
  const deps: AppDeps = { db: testDb.db, bus, clock, random: cryptoRandom, config }
  if (options.seed !== false) await seed(deps, options.seed ?? 'demo')
  const app = await buildApp({ ...deps, bus, logger: options.logger })
  options.beforeReady?.(app)
  await app.ready()
  return {
    app,
    deps,
    clock,
    testDb,
    // Every server test file ends with the invariants of the money, points and events (one helper),
    // so no test can forget them; the database is closed whatever they find.
    close: async () => {
      try {
        await assertLedgerInvariants(testDb.db)
      } finally {
        await app.close()
        await testDb.destroy()
      }
    },
  }
}
