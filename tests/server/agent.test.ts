import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApp, type TestContext } from './helpers/app'
import { get, post } from './helpers/factories'

let ctx: TestContext
let minimal: TestContext
beforeAll(async () => {
  ctx = await setupApp()
  minimal = await setupApp({ seed: 'minimal' })
})
afterAll(async () => {
  await ctx.close()
  await minimal.close()
})

describe('POST /api/agent/config', () => {
  it('answers the logo and the LINE links of bw222 without a token', async () => {
    const { status, body } = await post(ctx.app, '/api/agent/config', {})
    expect(status).toBe(200)
    expect(body).toEqual({
      error: 0,
      data: {
        agent_code: 'bw222',
        agent_id: 3,
        name: 'BW222',
        info: {
          agent_logo: '/images/logo.svg',
          line_admin_url: 'https://line.me/R/ti/p/@bw222',
          line_contact_url: 'https://line.me/R/ti/p/@bw222',
        },
      },
    })
    expect((await post(ctx.app, '/api/agent/config', { agent_code: 'bw222' })).body.error).toBe(0)
  })

  it('refuses another agent code and unknown fields', async () => {
    expect((await post(ctx.app, '/api/agent/config', { agent_code: 'other' })).body).toEqual({
      error: 2,
      message: 'ไม่พบรหัสเอเย่นต์นี้',
    })
    expect((await post(ctx.app, '/api/agent/config', { agent_code: 'bw222', debug: true })).status).toBe(400)
    expect((await post(ctx.app, '/api/agent/config', { agent_code: 5 })).status).toBe(400)
  })
})

describe('POST /api/agent/bank_accounts and /api/agent/true_money_accounts', () => {
  it('lists the agent deposit accounts with Thai bank names', async () => {
    const banks = (await post(ctx.app, '/api/agent/bank_accounts', {})).body
    expect(banks.error).toBe(0)
    expect(banks.data.length).toBeGreaterThanOrEqual(2)
    expect(banks.data[0]).toEqual({
      id: expect.any(Number),
      bank_code: '014',
      bank_name: 'ไทยพาณิชย์',
      account_no: '4071234567',
      account_name: 'บจก. บีดับบลิว ทูทูทู',
    })
    const tm = (await post(ctx.app, '/api/agent/true_money_accounts', {})).body
    expect(tm).toEqual({
      error: 0,
      data: [{ id: expect.any(Number), phone: '0951234567', account_name: 'บจก. บีดับบลิว ทูทูทู' }],
    })
  })
})

describe('GET /api/agent/validate', () => {
  it('knows bw222 and refuses other codes in Thai', async () => {
    expect((await get(ctx.app, '/api/agent/validate?code=bw222')).body).toEqual({
      error: 0,
      data: { agent_code: 'bw222', agent_id: 3 },
    })
    expect((await get(ctx.app, '/api/agent/validate?code=zz999')).body).toEqual({
      error: 2,
      message: 'ไม่พบรหัสเอเย่นต์นี้',
    })
  })

  it('answers 400 to a missing, empty or huge code', async () => {
    for (const url of [
      '/api/agent/validate',
      '/api/agent/validate?code=',
      `/api/agent/validate?code=${'a'.repeat(5000)}`,
    ]) {
      expect((await get(ctx.app, url)).status).toBe(400)
    }
  })
})

describe('GET /api/notifications, /api/banner and /api/event/list', () => {
  it('answers the seeded announcements, with important ones (type 1) and others', async () => {
    const { body } = await get(ctx.app, '/api/notifications')
    expect(body.error).toBe(0)
    expect(body.data.filter((n: { type: number }) => n.type === 1)).toHaveLength(2)
    expect(body.data.filter((n: { type: number }) => n.type !== 1).length).toBeGreaterThanOrEqual(2)
    expect(body.data[0]).toMatchObject({
      type: 1,
      title: 'แจ้งปิดปรับปรุงระบบธนาคาร',
      image: '/images/notice-maintenance.svg',
    })
  })

  it('answers the banners with their audience and three events for bw222 (the first opens poll 1, the third a quest)', async () => {
    const banners = (await get(ctx.app, '/api/banner?agent_code=bw222')).body
    expect(
      banners.data.map((b: { image: string; audience: string; link: string }) => [
        b.image,
        b.audience,
        b.link,
      ]),
    ).toEqual([
      ['/images/banner-welcome.svg', 'visitor', '/register'],
      ['/images/banner-welcome-member.svg', 'member', '/member/deposit'],
      ['/images/banner-cashback.svg', 'all', '/cashback'],
      ['/images/banner-lotto.svg', 'all', '/lotto/lobby'],
    ])
    // The member's welcome banner offers the welcome promotion: it is hidden once that cannot be taken.
    const promotions = (await get(ctx.app, '/api/promotion/list')).body
    const welcome = promotions.data.find((p: { title: string }) => p.title === 'สมาชิกใหม่ รับโบนัส 50%')
    expect(banners.data[1].promotion_id).toBe(welcome.id)
    expect(banners.data[0].promotion_id).toBeNull()
    const events = (await get(ctx.app, '/api/event/list?agent_code=bw222')).body
    expect(events.data).toHaveLength(3)
    expect(events.data[0]).toEqual({
      id: expect.any(Number),
      image: '/images/event-poll.svg',
      title: 'ทายผลบอลโลก ลุ้นรับเครดิตฟรี',
      poll_id: 1,
      quest_id: null,
      link: null,
    })
    // The wheel's event opens the wheel.
    expect(events.data[1]).toMatchObject({
      image: '/images/event-wheel.svg',
      poll_id: null,
      quest_id: null,
      link: '/member/wheel',
    })
    expect(events.data[2]).toMatchObject({
      image: '/images/event-quest.svg',
      poll_id: null,
      quest_id: expect.any(Number),
    })
  })

  it('refuses another agent and answers 400 without agent_code', async () => {
    expect((await get(ctx.app, '/api/banner?agent_code=xx')).body).toEqual({
      error: 2,
      message: 'ไม่พบรหัสเอเย่นต์นี้',
    })
    expect((await get(ctx.app, '/api/event/list?agent_code=xx')).body.error).toBe(2)
    expect((await get(ctx.app, '/api/banner')).status).toBe(400)
    expect((await get(ctx.app, '/api/event/list?agent_code[]=a&agent_code[]=b')).status).toBe(400)
  })

  it('answers empty lists on a minimal seed (no notifications, banners, events or demo member)', async () => {
    expect((await get(minimal.app, '/api/notifications')).body).toEqual({ error: 0, data: [] })
    expect((await get(minimal.app, '/api/banner?agent_code=bw222')).body).toEqual({ error: 0, data: [] })
    expect((await get(minimal.app, '/api/event/list?agent_code=bw222')).body).toEqual({ error: 0, data: [] })
    expect((await post(minimal.app, '/api/agent/config', {})).body.error).toBe(0)
    expect((await post(minimal.app, '/api/agent/bank_accounts', {})).body.data.length).toBeGreaterThan(0)
    expect(
      (await post(minimal.app, '/api/login', { username: '0800000001', password: 'demo1234' })).body.error,
    ).toBe(1)
  })

  it('seeds only once however often the server starts', async () => {
    const { seed } = await import('../../server/compose/seed')
    expect(await seed(ctx.deps, 'demo')).toBe(false)
    expect((await get(ctx.app, '/api/notifications')).body.data).toHaveLength(4)
  })
})
