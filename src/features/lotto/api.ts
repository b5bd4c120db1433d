import * as endpoints from '../../contract/endpoints'
import type { BillLineInput, BillListQuery, LottoResultsQuery } from '../../contract/lotto'
import { ApiError, call } from '../../lib/api-client'
import { logAndRethrow } from '../../lib/api-errors'

/**
 * The lottery's calls (spec section 7). Every one sends the agent id (3): in the query of a GET, in
 * the body of a POST. Lobby, result and round reads are logged and rethrown (spec section 8); a 401
 * on any of them is the app's (`app/api-reactions.ts`: area 'lotto' toasts 'เซสซั่นหมดอายุ กรุณาลองใหม่').
 */
export const LOTTO_AGENT_ID = 3
const agent = { agent_id: LOTTO_AGENT_ID }

/** Why the lobby failed when the server answered error 0 but a status other than 0. */
const LOBBY_FAILED = 'โหลดรอบหวยไม่สำเร็จ กรุณาลองใหม่'

/** GET lotto/lobby: open and recently closed rounds, the latest result per market; success is `status == 0`. */
export const getLobby = () =>
  logAndRethrow(
    (async () => {
      const reply = await call(endpoints.lottoLobby, { query: agent })
      if (reply.status !== 0) throw new ApiError(reply.status, reply.message || LOBBY_FAILED)
      return reply
    })(),
    'lotto/lobby',
  )

const data = <T>(reply: { data?: T }, path: string): T => {
  if (reply.data === undefined) throw new ApiError(-1, `${path} answered without data`)
  return reply.data
}

/** GET lotto/round: one round with its bet types, rates, limits and เลขอั้น. */
export const getRound = (roundId: number) =>
  logAndRethrow(
    call(endpoints.lottoRound, { query: { round_id: roundId, ...agent } }).then((r) =>
      data(r, 'lotto/round'),
    ),
    'lotto/round',
  )

/** GET lotto/rule, lotto/rate, lotto/limit of a round (round reads: logged and rethrown). */
export const getRule = (roundId: number) =>
  logAndRethrow(
    call(endpoints.lottoRule, { query: { round_id: roundId, ...agent } }).then((r) => data(r, 'lotto/rule')),
    'lotto/rule',
  )
export const getRate = (roundId: number) =>
  logAndRethrow(
    call(endpoints.lottoRate, { query: { round_id: roundId, ...agent } }).then((r) => data(r, 'lotto/rate')),
    'lotto/rate',
  )
export const getLimit = (roundId: number) =>
  logAndRethrow(
    call(endpoints.lottoLimit, { query: { round_id: roundId, ...agent } }).then((r) =>
      data(r, 'lotto/limit'),
    ),
    'lotto/limit',
  )

/** GET lotto/rounds: a category's open rounds and those closed in the last 24 hours (logged and rethrown). */
export const getRounds = (categoryId: number) =>
  logAndRethrow(
    call(endpoints.lottoRounds, { query: { category_id: categoryId, ...agent } }).then((r) =>
      data(r, 'lotto/rounds'),
    ),
    'lotto/rounds',
  )

/** GET lotto/result: one round's result; NOT_FOUND with a Thai message before it is out (logged and rethrown). */
export const getResult = (roundId: number) =>
  logAndRethrow(
    call(endpoints.lottoResult, { query: { round_id: roundId, ...agent } }).then((r) =>
      data(r, 'lotto/result'),
    ),
    'lotto/result',
  )

/** GET lotto/results: results by category and draw day, latest first. */
export const getResults = (query: Omit<LottoResultsQuery, 'agent_id'>) =>
  logAndRethrow(
    call(endpoints.lottoResults, { query: { ...query, ...agent } }).then((r) => data(r, 'lotto/results')),
    'lotto/results',
  )

/** GET lotto/rates: the rate table of each category (or of one). */
export const getRates = (categoryId?: number) =>
  call(endpoints.lottoRates, { query: { category_id: categoryId, ...agent } }).then((r) =>
    data(r, 'lotto/rates'),
  )

/** POST lotto/bill/validate: each line's rate, payout and verdict; nothing is debited. */
export const validateBill = (roundId: number, lines: BillLineInput[]) =>
  call(endpoints.lottoBillValidate, { body: { ...agent, round_id: roundId, lines } }).then((r) =>
    data(r, 'lotto/bill/validate'),
  )

/** POST lotto/bill/create (Idempotency-Key): the bill, all lines or none; the stake is debited. */
export const createBill = (roundId: number, lines: BillLineInput[], idempotencyKey: string) =>
  call(endpoints.lottoBillCreate, { body: { ...agent, round_id: roundId, lines }, idempotencyKey }).then(
    (r) => data(r, 'lotto/bill/create'),
  )

/** POST lotto/bill/cancel (Idempotency-Key): refunds a waiting bill while its round is open. */
export const cancelBill = (billId: number, idempotencyKey: string) =>
  call(endpoints.lottoBillCancel, { body: { ...agent, bill_id: billId }, idempotencyKey }).then((r) =>
    data(r, 'lotto/bill/cancel'),
  )

/** GET lotto/bill/list: the member's bills, newest first. */
export const listBills = (query: Omit<BillListQuery, 'agent_id'>) =>
  call(endpoints.lottoBillList, { query: { ...query, ...agent } }).then((r) => data(r, 'lotto/bill/list'))

/** GET lotto/bill/detail: one of the member's bills with its lines and the round's result. */
export const getBillDetail = (billId: number) =>
  call(endpoints.lottoBillDetail, { query: { bill_id: billId, ...agent } }).then((r) =>
    data(r, 'lotto/bill/detail'),
  )

/**
 * GET lotto/yeekee/list: the Yeekee rounds around now, with count and sum, and the difference between
 * the server's clock and this device's (the countdowns follow the server, which closes the rounds).
 */
export const getYeekeeRounds = () =>
  logAndRethrow(
    call(endpoints.yeekeeList, { query: agent }).then((r) => ({
      rounds: data(r, 'lotto/yeekee/list'),
      clockOffset: r.server_time ? Date.parse(r.server_time) - Date.now() : 0,
    })),
    'lotto/yeekee/list',
  )

/** GET lotto/yeekee/lists: a round's board (every shot newest first, the member's own marked), its arithmetic once resulted. */
export const getYeekeeBoard = (roundId: number) =>
  logAndRethrow(
    call(endpoints.yeekeeLists, { query: { round_id: roundId, ...agent } }).then((r) =>
      data(r, 'lotto/yeekee/lists'),
    ),
    'lotto/yeekee/lists',
  )

/** GET lotto/yeekee/shots: one page of a round's shots, newest first (older than `beforeId`). */
export const getYeekeeShots = (roundId: number, beforeId?: number) =>
  call(endpoints.yeekeeShots, {
    query: { round_id: roundId, ...agent, ...(beforeId === undefined ? {} : { before_id: beforeId }) },
  }).then((r) => data(r, 'lotto/yeekee/shots'))

/** Every shot of a round, newest first, page after page (the board carries only the newest). */
export async function getAllYeekeeShots(roundId: number) {
  const shots = []
  let before: number | undefined
  do {
    const page = await getYeekeeShots(roundId, before)
    shots.push(...page.shots)
    before = page.next_before_id ?? undefined
  } while (before !== undefined)
  return shots
}

/** POST lotto/yeekee/shoot_number: one shot (5 digits); throws the server's Thai refusal. */
export const shootYeekee = (roundId: number, number: string) =>
  call(endpoints.yeekeeShoot, { body: { ...agent, round_id: roundId, number } }).then((r) =>
    data(r, 'lotto/yeekee/shoot_number'),
  )
