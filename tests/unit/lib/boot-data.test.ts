import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Banner } from '../../../src/contract/agent'
import { BOOT_DATA_ID } from '../../../src/contract/boot-data'
import * as endpoints from '../../../src/contract/endpoints'
import { CONFIG, ok, refuse, stubApi } from '../stub-api'

const BANNERS: Banner[] = [{ id: 1, image: '/images/banner-1.svg', title: 'สมัครวันนี้', link: null }]

/** The page's first data as server/plugins/boot-data.ts writes it into `/`'s HTML. */
function embed(entries: Record<string, unknown>) {
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = BOOT_DATA_ID
  script.textContent = JSON.stringify(entries).replace(/</g, '\\u003c')
  document.body.append(script)
}

/** A fresh api-client: it reads the page's first data once, on its first call. */
const freshClient = async () => {
  vi.resetModules()
  return import('../../../src/lib/api-client')
}

beforeEach(() => document.getElementById(BOOT_DATA_ID)?.remove())
afterEach(() => vi.unstubAllGlobals())

describe("the page's first data (boot data)", () => {
  it('answers an embedded call once without the network; the next same call goes to the network', async () => {
    const titled = [{ ...BANNERS[0], title: '</script> โปรโมชั่น' }]
    embed({ 'GET banner?agent_code=bw222': { error: 0, data: titled } })
    const api = stubApi({ banners: ok(BANNERS) })
    const { call } = await freshClient()

    const first = await call(endpoints.banners, { query: { agent_code: 'bw222' } })
    expect(first).toEqual({ error: 0, data: titled })
    expect(api.fetchMock).not.toHaveBeenCalled()

    const second = await call(endpoints.banners, { query: { agent_code: 'bw222' } })
    expect(second).toEqual({ error: 0, data: BANNERS })
    expect(api.of('banners')).toHaveLength(1)
  })

  it('answers a POST read by its body, and only a call whose path, query and body match', async () => {
    embed({
      'POST agent/config {"agent_code":"bw222"}': { error: 0, data: CONFIG },
      'GET banner?agent_code=bw222': { error: 0, data: BANNERS },
    })
    const api = stubApi({ agentConfig: ok(CONFIG), banners: ok([]) })
    const { call } = await freshClient()

    await call(endpoints.banners, { query: { agent_code: 'other' } })
    expect(api.of('banners')).toHaveLength(1)
    expect(await call(endpoints.agentConfig, { body: { agent_code: 'bw222' } })).toEqual({
      error: 0,
      data: CONFIG,
    })
    expect(api.of('agentConfig')).toHaveLength(0)
  })

  it("throws the same ApiError for an embedded refusal as for the network's", async () => {
    const refusal = { error: 2, message: 'ไม่พบรหัสเอเย่นต์นี้' }
    embed({ 'GET event/list?agent_code=bw222': refusal })
    stubApi({ events: refuse(refusal.message, refusal.error) })
    const { call, ApiError } = await freshClient()

    const embedded = await call(endpoints.events, { query: { agent_code: 'bw222' } }).catch((e) => e)
    const fromNetwork = await call(endpoints.events, { query: { agent_code: 'bw222' } }).catch((e) => e)
    expect(embedded).toBeInstanceOf(ApiError)
    expect(fromNetwork).toBeInstanceOf(ApiError)
    expect({ ...embedded, message: embedded.message }).toEqual({
      ...fromNetwork,
      message: fromNetwork.message,
    })
    expect(embedded).toMatchObject({ code: 2, status: 200, message: refusal.message })
  })

  it('goes to the network when the page carries no data', async () => {
    const api = stubApi({ notifications: ok([]) })
    const { call } = await freshClient()
    await call(endpoints.notifications)
    expect(api.of('notifications')).toHaveLength(1)
  })
})
