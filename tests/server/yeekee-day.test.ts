import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { lottoRounds } from '../../server/db/schema'
import { setupApp } from './helpers/app'
import { createMember, get } from './helpers/factories'
import { shoot } from './helpers/yeekee'

/**
 * The Yeekee day runs from round 1 (closing 06:00) to round 88 (closing 03:45 the next morning), so
 * after midnight the rounds open now belong to the previous calendar date. A server started then on
 * a fresh database (the schedule job runs at start) must have them, and the one whose 15 minutes
 * contain now takes shots. Times are Asia/Bangkok (UTC+7); 26 Nov 2026 is a Thursday.
 */
const bangkok = (iso: string) => new Date(`${iso}+07:00`)

async function freshServerAt(at: Date) {
  const ctx = await setupApp({ seed: 'minimal' })
  ctx.clock.set(at)
  await ctx.app.jobs.runDue()
  return ctx
}

/**
 * The Yeekee round whose 15 minutes contain the server's now (betting and shooting open), from the
 * public list (a round that closed a minute ago may still take shots for 2 minutes: not this one).
 */
async function shootable(ctx: Awaited<ReturnType<typeof freshServerAt>>) {
  const list = await get(ctx.app, '/api/lotto/yeekee/list?agent_id=3')
  expect(list.body.error).toBe(0)
  expect(list.body.server_time).toBe(ctx.clock.now().toISOString())
  const now = ctx.clock.now().getTime()
  const open = (
    list.body.data as { id: number; title: string; close_at: string; shoot_close_at: string }[]
  ).filter((r) => Date.parse(r.close_at) - 15 * 60_000 <= now && now < Date.parse(r.close_at))
  expect(
    open.map((r) => r.title),
    'the round of now',
  ).toHaveLength(1)
  return open[0]
}

describe('Yeekee rounds follow the Yeekee day on a fresh database', () => {
  it('at 00:30 the round of the previous Yeekee day closing at 00:45 takes a shot, and Dow Jones is open', async () => {
    const ctx = await freshServerAt(bangkok('2026-11-26T00:30:00'))
    try {
      const round = await shootable(ctx)
      expect(round).toMatchObject({
        title: 'ยี่กี รอบที่ 76 (25 พ.ย. 69)',
        close_at: bangkok('2026-11-26T00:45:00').toISOString(),
      })
      const member = await createMember(ctx.app)
      expect((await shoot(ctx, member.token, round.id, '12345')).body.error).toBe(0)
      // The other schedule that crosses midnight: Wednesday's Dow Jones round closes at 01:30.
      const [dow] = await ctx.deps.db
        .select()
        .from(lottoRounds)
        .where(eq(lottoRounds.slotKey, 'dowjones:2026-11-25'))
      expect(dow?.closeAt).toEqual(bangkok('2026-11-26T01:30:00'))
      const detail = await get(ctx.app, `/api/lotto/round?round_id=${dow.id}&agent_id=3`)
      expect(detail.body.data.status).toBe('open')
    } finally {
      await ctx.close()
    }
  })

  it('at 03:44 the last round of the previous Yeekee day (88, closing 03:45) takes a shot', async () => {
    const ctx = await freshServerAt(bangkok('2026-11-26T03:44:00'))
    try {
      const round = await shootable(ctx)
      expect(round.title).toBe('ยี่กี รอบที่ 88 (25 พ.ย. 69)')
      const member = await createMember(ctx.app)
      expect((await shoot(ctx, member.token, round.id, '54321')).body.error).toBe(0)
    } finally {
      await ctx.close()
    }
  })

  it('at 05:50 round 1 of the new day (closing 06:00, shooting from 05:45) takes a shot', async () => {
    const ctx = await freshServerAt(bangkok('2026-11-26T05:50:00'))
    try {
      const round = await shootable(ctx)
      expect(round).toMatchObject({
        title: 'ยี่กี รอบที่ 1 (26 พ.ย. 69)',
        close_at: bangkok('2026-11-26T06:00:00').toISOString(),
      })
      const member = await createMember(ctx.app)
      expect((await shoot(ctx, member.token, round.id, '00001')).body.error).toBe(0)
    } finally {
      await ctx.close()
    }
  })
})
