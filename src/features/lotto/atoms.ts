import { atom } from 'jotai'
import type { BillCheck, BillLineInput } from '../../contract/lotto'
import { queryAtom, queryFamily } from '../../lib/query'
import { accessTokenAtom } from '../../lib/session'
import {
  getBillDetail,
  getLimit,
  getLobby,
  getRate,
  getRates,
  getResult,
  getResults,
  getRound,
  getRounds,
  getRule,
  getYeekeeRounds,
  listBills,
  validateBill,
} from './api'
import type { SlipLine } from './slip'

/** The lobby is reloaded this often while shown: rounds close and new ones open. */
export const LOBBY_REFRESH_MS = 60_000

/**
 * The lobby (same for everyone): rounds and latest results, with the difference between the
 * server's clock and this device's, so countdowns follow the server (which refuses late bills).
 */
export const lobbyQueryAtom = queryAtom(
  async () => {
    const reply = await getLobby()
    return {
      rounds: reply.rounds,
      results: reply.result,
      clockOffset: Date.parse(reply.server_time) - Date.now(),
    }
  },
  { everyone: true, poll: { everyMs: LOBBY_REFRESH_MS, when: () => true } },
)

/** A category's rounds (lotto/rounds, per category id): reloaded every minute while shown, like the lobby. */
export const categoryRoundsQuery = queryFamily((categoryId) =>
  queryAtom(() => getRounds(Number(categoryId)), {
    everyone: true,
    poll: { everyMs: LOBBY_REFRESH_MS, when: () => true },
  }),
)

/** One round's result (lotto/result, per round id); an error until the result is out. */
export const roundResultQuery = queryFamily((roundId) =>
  queryAtom(() => getResult(Number(roundId)), { everyone: true }),
)

/** One round as the slip needs it (bet types, rates, limits, เลขอั้น), with the server clock offset. */
export const roundQuery = queryFamily((key) =>
  queryAtom(
    async () => {
      const round = await getRound(Number(key))
      return { round, clockOffset: Date.parse(round.server_time) - Date.now() }
    },
    { everyone: true },
  ),
)

/** A round's rules, rates (with เลขอั้น) and limits, loaded when the member opens them. */
export const roundInfoQuery = queryFamily((key) =>
  queryAtom(
    async () => {
      const id = Number(key)
      const [rule, rate, limit] = await Promise.all([getRule(id), getRate(id), getLimit(id)])
      return { rule, rate, limit }
    },
    { everyone: true, staleMs: 30_000 },
  ),
)

/** Results by category and day (`resultsKey`), latest first. */
export const resultsQuery = queryFamily((key) =>
  queryAtom(
    async () => {
      const { category, date } = JSON.parse(key) as { category: number | null; date: string | null }
      return getResults({ category_id: category ?? undefined, date: date ?? undefined, page_size: 30 })
    },
    { everyone: true },
  ),
)
export const resultsKey = (category: number | null, date: string | null) => JSON.stringify({ category, date })

/** Rate tables per category ('' = every category). */
export const ratesQuery = queryFamily((key) =>
  queryAtom(() => getRates(key ? Number(key) : undefined), { everyone: true, staleMs: 60_000 }),
)

/** The member's bills by round and status (`billsKey`), newest first. */
export const billsQuery = queryFamily((key) =>
  queryAtom(async (get) => {
    if (!get(accessTokenAtom)) return null
    const { round, status } = JSON.parse(key) as { round: number | null; status: BillStatusFilter | null }
    return listBills({ round_id: round ?? undefined, status: status ?? undefined, page_size: 50 })
  }),
)
export type BillStatusFilter = 'waiting' | 'won' | 'lost' | 'cancelled' | 'refunded'
export const billsKey = (round: number | null, status: BillStatusFilter | null) =>
  JSON.stringify({ round, status })

/** One bill with its lines (opened from the list). */
export const billDetailQuery = queryFamily((key) =>
  queryAtom(async (get) => {
    if (!get(accessTokenAtom)) return null
    return getBillDetail(Number(key))
  }),
)

// The slip (spec section 3 "Lotto": billCache, billInputData; section 4: loading a round clears
// both, a successful validation caches the returned bill with its input).

interface Slip {
  roundId: number | null
  lines: SlipLine[]
}
const slipAtom = atom<Slip>({ roundId: null, lines: [] })
/** billInputData: the lines on the slip. */
export const slipLinesAtom = atom(
  (get) => get(slipAtom).lines,
  (get, set, lines: SlipLine[]) => set(slipAtom, { ...get(slipAtom), lines }),
)

/** billCache: the last bill/validate answer and the exact input it answered. */
export interface BillCache {
  roundId: number
  input: BillLineInput[]
  check: BillCheck
}
const billCacheBase = atom<BillCache | null>(null)
export const billCacheAtom = atom((get) => get(billCacheBase))
/** Forgets the cached validation (the dialog closed, the bill was placed). */
export const clearBillCacheAtom = atom(null, (_get, set) => set(billCacheBase, null))

/** Loading a round clears the cached bill and its input (spec section 4); a shared bill's lines may start it. */
export const loadRoundAtom = atom(null, (_get, set, roundId: number, lines: SlipLine[] = []) => {
  set(slipAtom, { roundId, lines })
  set(billCacheBase, null)
})

/** bill/validate: on success the answer is cached with the input it answered (throws the refusal). */
export const validateBillAtom = atom(null, async (_get, set, roundId: number, input: BillLineInput[]) => {
  const check = await validateBill(roundId, input)
  set(billCacheBase, { roundId, input, check })
  return check
})

/** After a bill was placed: an empty slip and no cached bill. */
export const clearSlipAtom = atom(null, (get, set) => {
  set(slipAtom, { roundId: get(slipAtom).roundId, lines: [] })
  set(billCacheBase, null)
})

/**
 * Yeekee rounds around now (88 a day) with their running count, reloaded every 30 s while shown
 * (the list has no server time: its countdowns use this device's clock; a round's board corrects it).
 */
export const yeekeeRoundsQueryAtom = queryAtom(() => getYeekeeRounds(), {
  everyone: true,
  poll: { everyMs: 30_000, when: () => true },
})

/**
 * Each Yeekee round's seed commitment as this page first saw it, before the seed was revealed
 * (round id → hash). It outlives the board (a member may bet on the slip and come back after the
 * result): the audit checks the revealed seed against it, not against the hash sent with the seed.
 */
const yeekeeCommitmentsAtom = atom<Record<number, string>>({})

/** The commitment this page saw for a round before its seed was revealed (null: it opened after). */
export const shownCommitmentAtom = (roundId: number) =>
  atom((get) => get(yeekeeCommitmentsAtom)[roundId] ?? null)

/** Remembers a round's commitment while its seed is still secret (the first one seen stays). */
export const rememberCommitmentAtom = atom(
  null,
  (get, set, round: { id: number; status: string; seed_hash: string | null }) => {
    const seen = get(yeekeeCommitmentsAtom)
    if (round.seed_hash === null || round.status === 'resulted' || round.status === 'void' || seen[round.id])
      return
    set(yeekeeCommitmentsAtom, { ...seen, [round.id]: round.seed_hash })
  },
)
