import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEAMLESS_STATUSES } from '../../src/contract/seamless'
import { setupApp, type TestContext } from './helpers/app'
import { createMember } from './helpers/factories'
import { ALL_ENDPOINTS, DEEP_RAWS, GENERIC_BODIES, HUGE, isProviderCall } from './helpers/hostile'
import { assertLedgerInvariants, moneyCounts } from './helpers/ledger'
import { fund, openSession, seamless, TEST_PROVIDER_SECRET } from './helpers/seamless'

// The provider calls (the seamless wallet) are left out of the envelope sweeps (hostile.test.ts,
// money-hostile.test.ts): they answer `{ status }`. This is their sweep, signed and unsigned.
const ACTIONS = ALL_ENDPOINTS.filter(isProviderCall).map((e) => e.url.replace('/api/seamless/', ''))

let ctx: TestContext
let sessionToken: string
beforeAll(async () => {
  ctx = await setupApp({ config: { builtinProviderSecret: TEST_PROVIDER_SECRET } })
  const member = await createMember(ctx.app)
  await fund(ctx.deps, member, 100)
  sessionToken = (await openSession(ctx.app, member)).sessionToken
})
afterAll(async () => ctx.close())

const BODIES: unknown[] = [
  ...GENERIC_BODIES,
  { session_token: HUGE, transaction_id: HUGE, round_id: HUGE, game_code: HUGE, amount: 1 },
  { launch_token: 'x\u0000y' },
  { session_token: 'x', transaction_id: 'a b', round_id: 'r', game_code: 'slot', amount: 1 },
  { session_token: 'x', transaction_id: 't', round_id: 'r', game_code: 'slot', amount: '1' },
  { session_token: 'x', transaction_id: 't', round_id: 'r', game_code: 'slot', amount: 1, member_id: 2 },
]
const RAW = ['{"session_token":', '{"a":1}{"b":2}', '\u0000\u0001', '[1,2', 'null', ...DEEP_RAWS]

describe('hostile input on the seamless wallet', () => {
  it('never answers 5xx, always speaks the provider vocabulary, and moves no money', async () => {
    expect(ACTIONS.sort()).toEqual(['authenticate', 'balance', 'bet', 'rollback', 'win'])
    const before = await moneyCounts(ctx.deps.db)
    for (const action of ACTIONS) {
      for (const signed of [true, false]) {
        const sign = signed ? {} : { signature: '00'.repeat(32) }
        for (const body of BODIES) {
          const reply = await seamless(ctx.app, action, body, sign)
          const label = `${action} ${signed} ${JSON.stringify(body).slice(0, 60)}`
          // Unsigned: 401, or 400 for a body past the size limit (refused before it is read).
          expect(signed ? [400] : [400, 401], label).toContain(reply.status)
          expect(SEAMLESS_STATUSES, label).toContain(reply.body.status)
        }
        for (const raw of RAW) {
          const reply = await seamless(ctx.app, action, null, { ...sign, raw })
          expect(reply.status, `${action} raw ${raw.slice(0, 40)}`).toBe(signed ? 400 : 401)
        }
      }
      // Hostile headers: no code, a long code, a signature of the wrong length.
      for (const options of [{ provider: '' }, { provider: 'x'.repeat(500) }, { signature: 'ab' }]) {
        const reply = await seamless(ctx.app, action, { session_token: sessionToken }, options)
        expect(reply.status).toBe(401)
      }
    }
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
    await assertLedgerInvariants(ctx.deps.db)
  })

  it('keeps the session usable afterwards', async () => {
    expect((await seamless(ctx.app, 'balance', { session_token: sessionToken })).body).toEqual({
      status: 'OK',
      balance: 100,
    })
  })
})
