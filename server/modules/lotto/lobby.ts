import { ErrorCode } from '../../../src/contract/envelope'
import type {
  LottoLimitReply,
  LottoLobbyReply,
  LottoRateReply,
  LottoRound,
  LottoRoundDetail,
  LottoRuleReply,
} from '../../../src/contract/lotto'
import { BET_TYPE_INFO, type BetType, LOTTO_CATEGORIES } from '../../../src/contract/lotto-rules'
import { YEEKEE_MIN_SHOOTERS, YEEKEE_SUBTRACTED_POSITION } from '../../../src/contract/yeekee-rules'
import type { AppDeps } from '../../deps'
import { thaiDateTime } from '../../lib/bangkok'
import { ok, type Result, refuse } from '../../lib/result'
import { LOTTO_MESSAGES as M } from './messages'
import { categoryRates, roundLimited, toOffer } from './rates'
import { findRound, latestResults, type RoundRow, toResult, toRound, visibleRounds } from './rounds'

const HOUR_MS = 3600_000
/** Yeekee rounds in the lobby: the next few only (there are 88 a day). */
const LOBBY_YEEKEE_ROUNDS = 4

type Data<R> = NonNullable<R extends { data?: infer D } ? D : never>

/** The agent id every lotto call sends must be ours (an absent one is taken as ours). */
export const wrongAgent = (deps: AppDeps, agentId: number | undefined) =>
  agentId !== undefined && agentId !== deps.config.agentId

/** The lobby: open rounds and those closed in the last 6 hours, by category; the latest result per market. */
export async function lobby(deps: AppDeps): Promise<LottoLobbyReply> {
  const now = deps.clock.now()
  const [rows, result] = await Promise.all([
    visibleRounds(deps.db, now, new Date(now.getTime() - 6 * HOUR_MS), undefined, 1000),
    latestResults(deps.db),
  ])
  let yeekee = 0
  const rounds: LottoRound[] = []
  for (const row of rows) {
    const round = toRound(row, now)
    if (round.category_code === 'yeekee') {
      if (round.status !== 'open' || ++yeekee > LOBBY_YEEKEE_ROUNDS) continue
    }
    rounds.push(round)
  }
  rounds.sort((a, b) => a.category_id - b.category_id || a.close_at.localeCompare(b.close_at))
  return { error: 0, status: 0, rounds, result, server_time: now.toISOString() }
}

/** A category's (or every category's) open rounds and those closed in the last 24 hours. */
export async function roundsOf(deps: AppDeps, categoryId?: number): Promise<LottoRound[]> {
  const now = deps.clock.now()
  const rows = await visibleRounds(deps.db, now, new Date(now.getTime() - 24 * HOUR_MS), categoryId)
  return rows.map((r) => toRound(r, now))
}

async function roundOr404(deps: AppDeps, roundId: number): Promise<Result<RoundRow>> {
  const round = await findRound(deps.db, roundId)
  return round ? ok(round) : refuse(M.roundNotFound, ErrorCode.NOT_FOUND)
}

export async function roundDetail(deps: AppDeps, roundId: number): Promise<Result<LottoRoundDetail>> {
  const found = await roundOr404(deps, roundId)
  if (!found.ok) return found
  const round = found.value
  const now = deps.clock.now()
  const [rates, limited] = await Promise.all([
    categoryRates(deps.db, round.categoryId),
    roundLimited(deps.db, round.id),
  ])
  return ok({
    ...toRound(round, now),
    bet_types: rates.map(toOffer),
    limited,
    result: toResult(round),
    server_time: now.toISOString(),
  })
}

export async function roundResult(deps: AppDeps, roundId: number) {
  const found = await roundOr404(deps, roundId)
  if (!found.ok) return found
  const result = toResult(found.value)
  return result ? ok(result) : refuse(M.resultNotOut, ErrorCode.NOT_FOUND)
}

/** How a Yeekee result is made and checked (yeekee-rules.ts), in the words the rules dialog shows. */
const YEEKEE_RULES = [
  `ยี่กี: ปิดรับแทงตามเวลาของรอบ และยิงเลขต่อได้อีก 2 นาที สมาชิกยิงเลข 5 หลักได้ไม่จำกัด (ครั้งละ 1 วินาทีต่อรอบ)`,
  `ผลยี่กี = ผลรวมของเลขที่สมาชิกยิงทั้งหมด − เลขที่ยิงลำดับที่ ${YEEKEE_SUBTRACTED_POSITION} (นับจากเลขล่าสุด) + เลขจากเลขลับประจำรอบ (00000-99999) 3 ตัวบนคือ 3 หลักท้ายของผล 2 ตัวบนคือ 2 หลักท้าย 2 ตัวล่างคือ 2 หลักก่อน 3 หลักท้าย`,
  'เลขลับประจำรอบสุ่มตั้งแต่สร้างรอบ ระบบประกาศรหัสยืนยัน (SHA-256 ของเลขลับ) ไว้บนกระดานก่อนเปิดยิง และเปิดเผยเลขลับหลังปิดยิง ทุกคนตรวจได้ว่าเลขลับตรงกับรหัสที่ประกาศไว้และคำนวณผลได้เอง ไม่มีใครเลือกหรือคาดเดาผลจากเลขที่เห็นบนกระดานได้ รวมทั้งผู้ที่ยิงเป็นคนสุดท้าย',
  `ต้องมีผู้ยิงเลขอย่างน้อย ${YEEKEE_MIN_SHOOTERS} คน (นับคน ไม่นับครั้ง) ไม่เช่นนั้นรอบเป็นโมฆะและคืนเงินทุกโพย เลขที่ยิงทั้งหมดของทุกรอบดาวน์โหลดได้จากกระดาน`,
]

/** The round's rules, in Thai: times, how each bet type wins, its rate and stake limits. */
export async function roundRule(deps: AppDeps, roundId: number): Promise<Result<Data<LottoRuleReply>>> {
  const found = await roundOr404(deps, roundId)
  if (!found.ok) return found
  const round = found.value
  const rates = await categoryRates(deps.db, round.categoryId)
  const category = toRound(round, deps.clock.now()).category_name
  const rules = [
    `${round.title} (${category}) ปิดรับแทง ${thaiDateTime(round.closeAt)} น. ออกผลประมาณ ${thaiDateTime(round.drawAt)} น. (เวลาประเทศไทย) ระบบปิดรับตามเวลาของเซิร์ฟเวอร์`,
    ...rates.map((r) => {
      const offer = toOffer(r)
      return `${offer.name}: ${BET_TYPE_INFO[r.betType as BetType].rule} จ่ายบาทละ ${offer.rate} แทงขั้นต่ำ ${offer.min_amount} บาท สูงสุด ${offer.max_amount} บาทต่อรายการ และไม่เกิน ${offer.max_per_number} บาทต่อเลขต่องวด`
    }),
    'เลขอั้น: เลขที่ปิดรับจะแทงไม่ได้ เลขที่ลดอัตราจ่ายจะจ่ายตามอัตราที่แสดงในโพยก่อนยืนยัน และเลขที่จำกัดยอดรับแทงได้จนเต็มยอดรวมของทุกคน',
    'เงินเดิมพันถูกหักเมื่อสร้างโพย รายการที่ถูกรางวัลได้รับ ยอดแทง × อัตราจ่าย (ไม่คืนเงินเดิมพันซ้ำ) ยกเลิกโพยได้ขณะงวดยังเปิดรับแทงและได้รับเงินคืนเต็มจำนวน',
    ...(round.categoryId === LOTTO_CATEGORIES.yeekee.id
      ? YEEKEE_RULES
      : ['หากงวดใดไม่มีผลออก งวดนั้นจะถูกยกเลิกและคืนเงินทุกโพย']),
  ]
  return ok({ round_id: round.id, title: round.title, rules })
}

export async function roundRate(deps: AppDeps, roundId: number): Promise<Result<Data<LottoRateReply>>> {
  const found = await roundOr404(deps, roundId)
  if (!found.ok) return found
  const [rates, limited] = await Promise.all([
    categoryRates(deps.db, found.value.categoryId),
    roundLimited(deps.db, roundId),
  ])
  return ok({
    round_id: roundId,
    rates: rates.map((r) => {
      const o = toOffer(r)
      return { bet_type: o.bet_type, name: o.name, rate: o.rate }
    }),
    limited,
  })
}

export async function roundLimit(deps: AppDeps, roundId: number): Promise<Result<Data<LottoLimitReply>>> {
  const found = await roundOr404(deps, roundId)
  if (!found.ok) return found
  const [rates, limited] = await Promise.all([
    categoryRates(deps.db, found.value.categoryId),
    roundLimited(deps.db, roundId),
  ])
  return ok({
    round_id: roundId,
    limits: rates.map((r) => {
      const o = toOffer(r)
      return {
        bet_type: o.bet_type,
        name: o.name,
        min_amount: o.min_amount,
        max_amount: o.max_amount,
        max_per_number: o.max_per_number,
      }
    }),
    limited,
  })
}
