import { sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import { LOTTO_CATEGORIES } from '../../../src/contract/lotto-rules'
import type { YeekeeShot } from '../../../src/contract/yeekee'
import { fiveDigits } from '../../../src/contract/yeekee-rules'
import type { AppDeps } from '../../deps'
import { maskPhone } from '../../lib/mask'
import { ok, type Result, refuse } from '../../lib/result'
import type { SessionMember } from '../../plugins/endpoint'
import { publishToAll } from '../live/publish'
import { responsibleCheck } from '../responsible/check'
import { findRound } from './rounds'
import { YEEKEE_EVERY_MS } from './schedule'

/** A member may shoot again in a round after this long (every instance shares it: the shooters' rows). */
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

interface Pending {
  memberId: number
  sessionId: number
  roundId: number
  number: number
  at: Date
  resolve: (result: Result<YeekeeShot>) => void
  reject: (error: unknown) => void
}

/** A Postgres array literal of plain values (numbers, ISO times): one parameter, whatever the batch size. */
const arrayLiteral = (values: (number | string)[]) => `{${values.join(',')}}`

interface StoredRow {
  id: string | number
  round_id: number
  member_id: number
  number: number
  shot_at: string | Date
  phone: string
  shot_count: string | number
  shot_sum: string | number
  shooter_count: string | number
}

/**
 * Shots are the hottest write: each instance collects the shots that arrive while its previous
 * INSERT runs and writes them with the next one (group commit), so a burst costs one statement per
 * batch, not per shot. That one statement (five array parameters, whatever the batch size) takes
 * each round row FOR SHARE; for the shots stamped inside their round's shooting window, of members
 * whom responsible play lets play (a time-out, an exclusion or a session-time limit refuses, as the
 * play gate does for other calls: responsible_check 'gate', only for members with a
 * responsible_settings row; so a shot has no gate round trip of its own, issue 24), it upserts
 * the shooter's row of the round, moving `last_shot_at` on only when a second has passed since the
 * last stored shot (the row lock makes this the cooldown of every instance at once; a new row is a
 * new shooter); it inserts the shots that passed (in arrival order, so ids follow it), adds them to
 * the round's running count, sum and shooter count, and answers them with their shooters' usernames.
 * It commits on its own (one round trip per batch), and the rounds' share locks last until that
 * commit, so the result job (FOR UPDATE) sees every accepted shot. Then the new shots go to every
 * live stream (the bus sends live hints after a commit). A batch holds at most one shot per member
 * and round (an upsert may not touch a row twice): a second one waits for the next batch.
 */
export function createShotBatcher(deps: AppDeps) {
  const pending: Pending[] = []
  /**
   * This instance's last shot per member and round: refuses the obvious repeats without a database
   * trip. The shooters' rows decide (another instance may have taken the second).
   */
  const lastShot = new Map<string, number>()
  let running = false

  async function flush(batch: Pending[]) {
    const window = `${YEEKEE_EVERY_MS / 1000} seconds`
    const cooldown = `${YEEKEE_COOLDOWN_MS} milliseconds`
    const roundIds = [...new Set(batch.map((p) => p.roundId))].sort((a, b) => a - b)
    // One statement, committed on its own: the rounds' share locks are held until its commit.
    const result = (await deps.db.execute(sql`
        with v as (
          select * from unnest(
            ${arrayLiteral(batch.map((p) => p.roundId))}::int[],
            ${arrayLiteral(batch.map((p) => p.memberId))}::int[],
            ${arrayLiteral(batch.map((p) => p.number))}::int[],
            ${arrayLiteral(batch.map((p) => p.at.toISOString()))}::timestamptz[],
            ${arrayLiteral(batch.map((p) => p.sessionId))}::int[]
          ) with ordinality as v(round_id, member_id, number, shot_at, session_id, arrival)
        ), r as materialized (
          select id, close_at, draw_at from lotto_rounds
          where id = any(${arrayLiteral(roundIds)}::int[]) and status = 'open' and category_id = 7
          order by id
          for share
        ), shooter as (
          insert into lotto_yeekee_shooters as s (round_id, member_id, last_shot_at)
          select v.round_id, v.member_id, v.shot_at
          from v join r on r.id = v.round_id
          where v.shot_at < r.draw_at and v.shot_at >= r.close_at - ${window}::interval
            and not exists (select 1 from responsible_settings rs where rs.member_id = v.member_id
              and exists (select 1 from responsible_check(v.member_id, v.shot_at, 'gate', 0, v.session_id)))
          -- Key order: two instances' batches lock the same shooters' rows in one order.
          order by v.round_id, v.member_id
          on conflict (round_id, member_id) do update set last_shot_at = excluded.last_shot_at
          where s.last_shot_at <= excluded.last_shot_at - ${cooldown}::interval
          returning s.round_id, s.member_id, (s.xmax = 0) as new_shooter
        ), ins as (
          insert into lotto_shots (round_id, member_id, number, shot_at)
          select v.round_id, v.member_id, v.number, v.shot_at
          from v join shooter on shooter.round_id = v.round_id and shooter.member_id = v.member_id
          order by v.arrival
          returning id, round_id, member_id, number, shot_at
        ), totals as (
          insert into lotto_shot_totals (round_id, shot_count, shot_sum, shooter_count)
          -- Rounds in id order: two instances' batches lock the same totals rows in one order.
          select i.round_id, count(*), sum(i.number),
            (select count(*) from shooter where shooter.round_id = i.round_id and shooter.new_shooter)
          from ins i group by i.round_id order by i.round_id
          on conflict (round_id) do update set shot_count = lotto_shot_totals.shot_count + excluded.shot_count,
            shot_sum = lotto_shot_totals.shot_sum + excluded.shot_sum,
            shooter_count = lotto_shot_totals.shooter_count + excluded.shooter_count
          returning round_id, shot_count, shot_sum, shooter_count
        )
        select ins.id, ins.round_id, ins.member_id, ins.number, ins.shot_at, m.phone,
          t.shot_count, t.shot_sum, t.shooter_count
        from ins join members m on m.id = ins.member_id join totals t on t.round_id = ins.round_id
        order by ins.id`)) as unknown as { rows: StoredRow[] }
    const shots = result.rows.map((r) => ({
      id: Number(r.id),
      roundId: Number(r.round_id),
      memberId: Number(r.member_id),
      number: Number(r.number),
      at: new Date(r.shot_at),
      username: maskPhone(r.phone),
      count: Number(r.shot_count),
      sum: String(r.shot_sum),
      shooters: Number(r.shooter_count),
    }))
    const byRound = new Map<number, typeof shots>()
    for (const s of shots) {
      const list = byRound.get(s.roundId)
      if (list) list.push(s)
      else byRound.set(s.roundId, [s])
    }
    for (const [roundId, roundShots] of byRound) {
      const wire = roundShots.map((s) => toWire(s, false))
      for (let i = 0; i < wire.length; i += LIVE_CHUNK) {
        await publishToAll(deps.bus, deps.db, {
          type: 'yeekee',
          data: {
            round_id: roundId,
            shots: wire.slice(i, i + LIVE_CHUNK),
            shot_count: roundShots[0].count,
            shot_sum: roundShots[0].sum,
            shooter_count: roundShots[0].shooters,
          },
        })
      }
    }
    const byMember = new Map(shots.map((s) => [`${s.memberId}:${s.roundId}:${s.at.getTime()}`, s]))
    for (const p of batch) {
      const shot = byMember.get(`${p.memberId}:${p.roundId}:${p.at.getTime()}`)
      if (shot) p.resolve(ok(toWire(shot, true)))
      else p.resolve(await refusalFor(p))
    }
  }

  const toWire = (
    s: { id: number; roundId: number; number: number; at: Date; username: string },
    mine: boolean,
  ): YeekeeShot => ({
    id: s.id,
    round_id: s.roundId,
    number: fiveDigits(s.number),
    username: s.username,
    shot_at: s.at.toISOString(),
    mine,
  })

  /**
   * Why a shot was not stored: responsible play (the member's time-out, exclusion or session-time
   * limit), the round is gone or not a Yeekee round, outside its window, or (inside it) the member's
   * previous shot in the round was less than a second before.
   */
  async function refusalFor(p: Pending): Promise<Result<YeekeeShot>> {
    const play = await responsibleCheck(deps.db, {
      memberId: p.memberId,
      at: p.at,
      action: 'gate',
      sessionId: p.sessionId,
    })
    if (!play.ok) return play
    const round = await findRound(deps.db, p.roundId)
    if (!round || round.categoryId !== LOTTO_CATEGORIES.yeekee.id)
      return refuse(YEEKEE_MESSAGES.notYeekee, ErrorCode.NOT_FOUND)
    if (p.at.getTime() < round.closeAt.getTime() - YEEKEE_EVERY_MS) return refuse(YEEKEE_MESSAGES.notYet)
    if (round.status !== 'open' || p.at.getTime() >= round.drawAt.getTime())
      return refuse(YEEKEE_MESSAGES.over)
    return refuse(YEEKEE_MESSAGES.tooFast, ErrorCode.RATE_LIMITED)
  }

  /** The next batch: pending shots in arrival order, at most one per member and round. */
  function takeBatch(): Pending[] {
    const batch: Pending[] = []
    const keys = new Set<string>()
    const later: Pending[] = []
    for (const p of pending) {
      const key = `${p.roundId}:${p.memberId}`
      if (batch.length < BATCH_MAX && !keys.has(key)) {
        keys.add(key)
        batch.push(p)
      } else later.push(p)
    }
    pending.length = 0
    pending.push(...later)
    return batch
  }

  async function run() {
    running = true
    try {
      while (pending.length > 0) {
        const batch = takeBatch()
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
    shoot(member: SessionMember, roundId: number, number: string): Promise<Result<YeekeeShot>> {
      const { memberId, sessionId } = member
      if (!/^[0-9]{5}$/.test(number)) return Promise.resolve(refuse(YEEKEE_MESSAGES.badNumber))
      const at = deps.clock.now()
      const key = `${roundId}:${memberId}`
      const last = lastShot.get(key)
      if (last !== undefined && at.getTime() - last < YEEKEE_COOLDOWN_MS)
        return Promise.resolve(refuse(YEEKEE_MESSAGES.tooFast, ErrorCode.RATE_LIMITED))
      lastShot.set(key, at.getTime())
      if (lastShot.size > 100_000) lastShot.clear()
      return new Promise((resolve, reject) => {
        pending.push({ memberId, sessionId, roundId, number: Number(number), at, resolve, reject })
        if (!running) void run()
      })
    },
  }
}
