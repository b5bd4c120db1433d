import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ROUTE_ROWS } from '../../../src/config/routes'
import * as endpoints from '../../../src/contract/endpoints'
import { CHANNELS } from '../payment/fixtures'
import { ok, storeMember, stubApi, WALLETS } from '../stub-api'

/**
 * A member's first page starts its own calls with the app's scripts (route row `first`,
 * lib/api-client.ts `startFirstCalls`); the page's same call takes that answer once.
 */
const DEPOSIT_CALLS = ['GET member/payment/channels', 'POST member/wallets'] as const

/** A fresh api-client (its early calls are per page load). */
const freshClient = async () => {
  vi.resetModules()
  return import('../../../src/lib/api-client')
}

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe("a first page's early calls", () => {
  it('start with the member token at once, and the same calls take their answers once', async () => {
    storeMember()
    const api = stubApi({ paymentChannels: ok(CHANNELS), memberWallets: ok(WALLETS) })
    const { call, startFirstCalls } = await freshClient()

    startFirstCalls(DEPOSIT_CALLS)
    startFirstCalls(DEPOSIT_CALLS)
    // Asked at once (before any call of the page), once each.
    expect(api.fetchMock).toHaveBeenCalledTimes(2)

    expect((await call(endpoints.paymentChannels)).data).toEqual(CHANNELS)
    expect((await call(endpoints.memberWallets)).data).toEqual(WALLETS)
    expect(api.calls.map((c) => `${c.method} ${c.path} ${c.authorization}`)).toEqual([
      'GET member/payment/channels Bearer token-abc',
      'POST member/wallets Bearer token-abc',
    ])
    // Taken once: the next same call asks the server.
    await call(endpoints.paymentChannels)
    expect(api.of('paymentChannels')).toHaveLength(2)
  })

  it('start nothing for a visitor', async () => {
    const api = stubApi({ paymentChannels: ok(CHANNELS) })
    const { startFirstCalls } = await freshClient()
    startFirstCalls(DEPOSIT_CALLS)
    expect(api.calls).toHaveLength(0)
  })

  it("are not another member's answers, nor another call's", async () => {
    storeMember()
    const api = stubApi({
      paymentChannels: ok(CHANNELS),
      paymentInfo: ok({ channel: CHANNELS[0], accounts: [] }),
    })
    const { call, startFirstCalls } = await freshClient()
    startFirstCalls(['GET member/payment/channels', 'GET member/payment/info'])
    // The same path with a query is another call.
    await call(endpoints.paymentInfo, { query: { channel_id: 1 } })
    expect(api.of('paymentInfo')).toHaveLength(2)
    // Another member logged in meanwhile: the early answer was for the first one.
    storeMember('token-other')
    await call(endpoints.paymentChannels)
    expect(api.of('paymentChannels').map((c) => c.authorization)).toEqual([
      'Bearer token-abc',
      'Bearer token-other',
    ])
  })

  it('are reads of the contract, as the route rows name them (never a call that moves money)', () => {
    const reads = new Set(
      Object.values(endpoints)
        .filter((e) => !('idempotent' in e && e.idempotent))
        .map((e) => `${e.method} ${e.path}`),
    )
    const named = ROUTE_ROWS.flatMap((row) => ('first' in row ? [...row.first] : []))
    expect(named.length).toBeGreaterThan(0)
    for (const call of named) expect(reads.has(call), call).toBe(true)
  })
})
