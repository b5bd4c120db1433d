import { inArray, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import { LOTTO_CATEGORIES } from '../../../src/contract/lotto-rules'
import type { YeekeeShot } from '../../../src/contract/yeekee'
import { members } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { ok, type Result, refuse } from '../auth/result'
import { publishToAll } from '../live/publish'
import { findRound } from './rounds'
import { YEEKEE_EVERY_MS } from './schedule'

/** A member may shoot again after this long (per instance). */
export const YEEKEE_COOLDOWN_MS = 1000
/** At most this many shots go into one INSERT. */
const BATCH_MAX = 500
/** Shots per live message (a NOTIFY payload holds at most 8000 bytes). */
const LIVE_CHUNK = 40

export const YEEKEE_MESSAGES = {
  badNumber: 'กรุณากรอกตัวเลข 5 หลัก (00000-99999)',
  tooFast: 'ยิงเลขถี่เกินไป กรุณารอสักครู่',
  notYeekee: 'ไม่พบรอบยี่กีนี้',
  notYet: 'รอบนี้ยังไม่เปิดให้ยิงเลข',
  over: 'หมดเวลายิงเลขของรอบนี้แล้ว',
} as const

/** '0812345678' -> '08****5678'. */
export const maskUsername = (username: string) =>
  username.length <= 6 ? `${username.slice(0, 1)}****` : `${username.slice(0, 2)}****${username.slice(-4)}`

export const shotNumber = (n: number) => String(n).padStart(5, '0')

interface Pending {
  memberId: number
  roundId: number
  number: number
  at: Date
  resolve: (result: Result<YeekeeShot>) => void
  reject: (error: unknown) => void
}

/**
 * Shots are the hottest write: each instance collects the shots that arrive while its previous
 * INSERT runs and writes them with the next one (group commit), so a burst costs one statement per
 * batch, not per shot. The INSERT takes each round row FOR SHARE and keeps only shots stamped
 * inside their round's shooting window, so the result job (FOR UPDATE) sees every accepted shot.
 * Per batch: one upsert of each round's running count and sum, and the new shots to every live
 * stream, in the same transaction.
 */
export function createShotBatcher(deps: AppDeps) {
  const pending: Pending[] = []
  const lastShot = new Map<number, number>()
  const usernames = new Map<number, string>()
  let running = false

  async function flush(batch: Pending[]) {
    const values = sql.join(
      batch.map(
        (p) =>
          sql`(${p.roundId}::int, ${p.memberId}::int, ${p.number}::int, ${p.at.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    )
    const missing = [...new Set(batch.map((p) => p.memberId))].filter((id) => !usernames.has(id))
    if (missing.length > 0) {
      if (usernames.size > 50_000) usernames.clear()
      const rows = await deps.db
        .select({ id: members.id, username: members.phone })
        .from(members)
        .where(inArray(members.id, missing))
      for (const r of rows) usernames.set(r.id, maskUsername(r.username))
    }
    const window = `${YEEKEE_EVERY_MS / 1000} seconds`
    const inserted = await deps.db.transaction(async (tx) => {
      const rows = (await tx.execute(sql`
        insert into lotto_shots (round_id, member_id, number, shot_at)
        select v.round_id, v.member_id, v.number, v.shot_at
        from (values ${values}) as v(round_id, member_id, number, shot_at)
        join (
          select id, close_at, draw_at from lotto_rounds
          where id in (select distinct round_id from (values ${values}) as w(round_id, member_id, number, shot_at))
            and status = 'open' and category_id = 7
          order by id
          for share
        ) as r on r.id = v.round_id
        where v.shot_at < r.draw_at and v.shot_at >= r.close_at - ${window}::interval
        order by v.shot_at
        returning id, round_id, member_id, number, shot_at`)) as unknown as {
        rows: {
          id: string | number
          round_id: number
          member_id: number
          number: number
          shot_at: string | Date
        }[]
      }
      const shots = rows.rows.map((r) => ({
        id: Number(r.id),
        roundId: Number(r.round_id),
        memberId: Number(r.member_id),
        number: Number(r.number),
        at: new Date(r.shot_at),
      }))
      const byRound = new Map<number, typeof shots>()
      for (const s of shots) byRound.set(s.roundId, [...(byRound.get(s.roundId) ?? []), s])
      for (const [roundId, roundShots] of [...byRound.entries()].sort(([a], [b]) => a - b)) {
        const added = roundShots.reduce((sum, s) => sum + BigInt(s.number), 0n)
        const totals = (await tx.execute(sql`
          insert into lotto_shot_totals (round_id, shot_count, shot_sum) values (${roundId}, ${roundShots.length}, ${added.toString()}::bigint)
          on conflict (round_id) do update set shot_count = lotto_shot_totals.shot_count + excluded.shot_count,
            shot_sum = lotto_shot_totals.shot_sum + excluded.shot_sum
          returning shot_count, shot_sum`)) as unknown as { rows: { shot_count: number; shot_sum: string }[] }
        const wire = roundShots.map((s) => toWire(s, false))
        for (let i = 0; i < wire.length; i += LIVE_CHUNK) {
          await publishToAll(deps.bus, tx, {
            type: 'yeekee',
            data: {
              round_id: roundId,
              shots: wire.slice(i, i + LIVE_CHUNK),
              shot_count: Number(totals.rows[0].shot_count),
              shot_sum: String(totals.rows[0].shot_sum),
            },
          })
        }
      }
      return shots
    })
    const byMember = new Map(inserted.map((s) => [`${s.memberId}:${s.roundId}:${s.at.getTime()}`, s]))
    for (const p of batch) {
      const shot = byMember.get(`${p.memberId}:${p.roundId}:${p.at.getTime()}`)
      if (shot) p.resolve(ok(toWire(shot, true)))
      else p.resolve(await refusalFor(p))
    }
  }

  const toWire = (
    s: { id: number; roundId: number; memberId: number; number: number; at: Date },
    mine: boolean,
  ): YeekeeShot => ({
    id: s.id,
    round_id: s.roundId,
    number: shotNumber(s.number),
    username: usernames.get(s.memberId) ?? '****',
    shot_at: s.at.toISOString(),
    mine,
  })

  /** Why a shot was not stored (the round is gone, not a Yeekee round, or outside its window). */
  async function refusalFor(p: Pending): Promise<Result<YeekeeShot>> {
    const round = await findRound(deps.db, p.roundId)
    if (!round || round.categoryId !== LOTTO_CATEGORIES.yeekee.id)
      return refuse(YEEKEE_MESSAGES.notYeekee, ErrorCode.NOT_FOUND)
    if (p.at.getTime() < round.closeAt.getTime() - YEEKEE_EVERY_MS) return refuse(YEEKEE_MESSAGES.notYet)
    return refuse(YEEKEE_MESSAGES.over)
  }

  async function run() {
    running = true
    try {
      while (pending.length > 0) {
        const batch = pending.splice(0, BATCH_MAX)
        try {
          await flush(batch)
        } catch (error) {
          for (const p of batch) p.reject(error)
        }
      }
    } finally {
      running = false
    }
  }

  return {
    shoot(memberId: number, roundId: number, number: string): Promise<Result<YeekeeShot>> {
      if (!/^[0-9]{5}$/.test(number)) return Promise.resolve(refuse(YEEKEE_MESSAGES.badNumber))
      const at = deps.clock.now()
      const last = lastShot.get(memberId)
      if (last !== undefined && at.getTime() - last < YEEKEE_COOLDOWN_MS)
        return Promise.resolve(refuse(YEEKEE_MESSAGES.tooFast, ErrorCode.RATE_LIMITED))
      lastShot.set(memberId, at.getTime())
      if (lastShot.size > 100_000) lastShot.clear()
      return new Promise((resolve, reject) => {
        pending.push({ memberId, roundId, number: Number(number), at, resolve, reject })
        if (!running) void run()
      })
    },
  }
}
