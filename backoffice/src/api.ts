import ky from 'ky'
import type { AnyEndpoint, BodyOf, QueryOf, ReplyOf } from '../../src/contract/endpoint'
import * as lotto from '../../src/contract/endpoints/lotto'
import * as marketing from '../../src/contract/endpoints/marketing'
import * as desk from '../../src/contract/endpoints/member-desk'
import * as operator from '../../src/contract/endpoints/operator'
import * as poll from '../../src/contract/endpoints/poll'
import * as quests from '../../src/contract/endpoints/quests'
import * as reports from '../../src/contract/endpoints/reports'
import { operatorResponsible } from '../../src/contract/endpoints/responsible'
import * as shop from '../../src/contract/endpoints/shop'
import * as endpoints from '../../src/contract/endpoints/staff'
import * as wheel from '../../src/contract/endpoints/wheel'
import type {
  OperatorPollSaveBody,
  OperatorQuestSaveBody,
  OperatorWheelPrizeBody,
} from '../../src/contract/extras-operator'
import type {
  OperatorExposureQuery,
  OperatorLimitedBody,
  OperatorLimitedDeleteBody,
  OperatorResultBody,
  OperatorResultPreviewQuery,
  OperatorRoundsQuery,
} from '../../src/contract/lotto-operator'
import type {
  OperatorAnnouncementSaveBody,
  OperatorBannerSaveBody,
  OperatorCouponSaveBody,
  OperatorEventSaveBody,
  OperatorPromotionSaveBody,
} from '../../src/contract/marketing'
import type { MemberAdjustBody, MemberLockBody } from '../../src/contract/member-desk'
import type { OperatorReportQuery } from '../../src/contract/reports'
import type { OperatorShopItemBody } from '../../src/contract/shop'
import type {
  OperatorAuditQuery,
  StaffCreateBody,
  StaffLoginBody,
  StaffUpdateBody,
} from '../../src/contract/staff'
import type { YeekeeBonusSetting } from '../../src/contract/yeekee'
import { readToken } from './session'

/** A refusal (`error != 0`), an expired session (401), a role that may not (403) or no connection. */
export class StaffApiError extends Error {
  readonly code: number
  readonly status: number
  constructor(code: number, message: string, status: number) {
    super(message)
    this.code = code
    this.status = status
  }
}

const NETWORK = 'เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ ลองใหม่อีกครั้ง'
const EXPIRED = 'หมดเวลาการใช้งาน กรุณาเข้าสู่ระบบใหม่'

const http = ky.create({ prefixUrl: '/api', throwHttpErrors: false, retry: 0, timeout: 20_000 })

/** Told when a call answers 401: the session ended (idle, shift over, logged out elsewhere). */
let onExpired: () => void = () => {}
export const setExpiredHandler = (handler: () => void) => {
  onExpired = handler
}

/**
 * One contract call with the staff session's bearer; resolves to the `data` of a success. A call
 * that moves money carries `idempotencyKey` (one per action, reused if the action is sent again).
 */
async function call<E extends AnyEndpoint>(
  endpoint: E,
  input: { body?: BodyOf<E>; query?: QueryOf<E>; idempotencyKey?: string } = {},
): Promise<NonNullable<ReplyOf<E>['data']>> {
  const token = readToken()
  const headers: Record<string, string> =
    token && endpoint.auth === 'operator' ? { authorization: `Bearer ${token}` } : {}
  if (input.idempotencyKey) headers['idempotency-key'] = input.idempotencyKey
  let response: Response
  try {
    response = await http(endpoint.path, {
      method: endpoint.method,
      headers,
      ...(endpoint.method === 'POST' ? { json: input.body ?? {} } : {}),
      searchParams: (input.query ?? {}) as Record<string, string | number>,
    })
  } catch {
    throw new StaffApiError(-1, NETWORK, 0)
  }
  const envelope = (await response.json().catch(() => null)) as ReplyOf<E> | null
  if (response.status === 401 && endpoint.auth === 'operator') {
    onExpired()
    throw new StaffApiError(401, EXPIRED, 401)
  }
  if (envelope?.error !== 0)
    throw new StaffApiError(envelope?.error ?? -1, envelope?.message ?? NETWORK, response.status)
  return envelope.data as NonNullable<ReplyOf<E>['data']>
}

export const login = (body: StaffLoginBody) => call(endpoints.staffLogin, { body })
export const fetchMe = () => call(endpoints.operatorStaffMe)
export const logout = () => call(endpoints.operatorStaffLogout)
export const fetchStaff = () => call(endpoints.operatorStaffList)
export const createStaff = (body: StaffCreateBody) => call(endpoints.operatorStaffCreate, { body })
export const updateStaff = (body: StaffUpdateBody) => call(endpoints.operatorStaffUpdate, { body })

export const fetchPendingDeposits = () => call(operator.operatorPendingPayments)
export const fetchPendingWithdrawals = () => call(endpoints.operatorPendingWithdrawals)
export const fetchMemberContext = (memberId: number) =>
  call(endpoints.operatorMemberContext, { query: { member_id: memberId } })
export const confirmDeposit = (orderId: number) =>
  call(operator.operatorConfirmPayment, { body: { order_id: orderId } })
export const rejectDeposit = (orderId: number) =>
  call(endpoints.operatorRejectPayment, { body: { order_id: orderId } })
export const approveWithdrawal = (id: number) =>
  call(operator.operatorApproveWithdraw, { body: { withdraw_id: id } })
export const rejectWithdrawal = (id: number) =>
  call(operator.operatorRejectWithdraw, { body: { withdraw_id: id } })

export const searchMembers = (q: string, page: number) =>
  call(desk.operatorMemberSearch, { query: { q, page } })
export const fetchMemberStatement = (memberId: number, page: number) =>
  call(desk.operatorMemberStatement, { query: { member_id: memberId, page } })
export const fetchMemberBills = (memberId: number, page: number) =>
  call(desk.operatorMemberBills, { query: { member_id: memberId, page } })
export const fetchMemberPromotions = (memberId: number) =>
  call(desk.operatorMemberPromotions, { query: { member_id: memberId } })
export const fetchMemberLogins = (memberId: number) =>
  call(desk.operatorMemberLogins, { query: { member_id: memberId } })
export const fetchMemberResponsible = (memberId: number) =>
  call(operatorResponsible, { query: { member_id: memberId } })
export const lockMember = (body: MemberLockBody) => call(desk.operatorMemberLock, { body })
export const sendMemberResetCode = (memberId: number) =>
  call(desk.operatorMemberResetCode, { body: { member_id: memberId } })
export const adjustMember = (body: MemberAdjustBody, idempotencyKey: string) =>
  call(desk.operatorMemberAdjust, { body, idempotencyKey })

export const fetchAudit = (query: OperatorAuditQuery) => call(endpoints.operatorAudit, { query })
export const fetchAuditChoices = () => call(endpoints.operatorAuditChoices)
export const fetchReport = (query: OperatorReportQuery) => call(reports.operatorReport, { query })

// The lottery desk.
export const fetchLottoRounds = (query: OperatorRoundsQuery) => call(lotto.operatorLottoRounds, { query })
export const fetchLottoRound = (roundId: number) => call(lotto.lottoRound, { query: { round_id: roundId } })
export const previewLottoResult = (query: OperatorResultPreviewQuery) =>
  call(lotto.operatorLottoResultPreview, { query })
export const enterLottoResult = (body: OperatorResultBody) => call(lotto.operatorLottoResult, { body })
export const settleLottoRound = (roundId: number) =>
  call(lotto.operatorLottoSettle, { body: { round_id: roundId } })
export const fetchLottoExposure = (query: OperatorExposureQuery) =>
  call(lotto.operatorLottoExposure, { query })
export const fetchLottoLimited = (roundId: number) =>
  call(lotto.operatorLottoLimited, { query: { round_id: roundId } })
export const setLottoLimited = (body: OperatorLimitedBody) => call(lotto.operatorLottoSetLimited, { body })
export const deleteLottoLimited = (body: OperatorLimitedDeleteBody) =>
  call(lotto.operatorLottoDeleteLimited, { body })
export const fetchYeekeeBonus = () => call(lotto.operatorYeekeeBonus)
export const setYeekeeBonus = (body: YeekeeBonusSetting) => call(lotto.operatorYeekeeSetBonus, { body })

/** The desk stream's URL (read with fetch and the bearer header: see desk-live.ts). */
export const deskLivePath = `/api/${endpoints.operatorDeskLive.path}`

// The marketing desk: polls, quests, wheel prizes, point-shop items.
export const fetchPolls = () => call(poll.operatorPolls)
export const savePoll = (body: OperatorPollSaveBody) => call(poll.operatorPollSave, { body })
export const closePoll = (pollId: number) => call(poll.operatorPollClose, { body: { poll_id: pollId } })
export const answerPoll = (pollId: number, choiceId: number) =>
  call(poll.operatorPollAnswer, { body: { poll_id: pollId, choice_id: choiceId } })
export const fetchQuests = () => call(quests.operatorQuests)
export const saveQuest = (body: OperatorQuestSaveBody) => call(quests.operatorQuestSave, { body })
export const fetchWheelPrizes = () => call(wheel.operatorWheelPrizes)
export const saveWheelPrize = (body: OperatorWheelPrizeBody) => call(wheel.operatorWheelPrize, { body })
export const fetchShopItems = () => call(shop.operatorShopItems)
export const saveShopItem = (body: OperatorShopItemBody) => call(shop.operatorShopItem, { body })
// The marketing desk (src/contract/endpoints/marketing.ts).
export const fetchPromotions = () => call(marketing.operatorPromotionList)
export const savePromotion = (body: OperatorPromotionSaveBody) =>
  call(marketing.operatorPromotionSave, { body })
export const fetchCoupons = () => call(marketing.operatorCouponList)
export const saveCoupon = (body: OperatorCouponSaveBody) => call(marketing.operatorCouponSave, { body })
export const fetchBanners = () => call(marketing.operatorBannerList)
export const saveBanner = (body: OperatorBannerSaveBody) => call(marketing.operatorBannerSave, { body })
export const fetchAnnouncements = () => call(marketing.operatorAnnouncementList)
export const saveAnnouncement = (body: OperatorAnnouncementSaveBody) =>
  call(marketing.operatorAnnouncementSave, { body })
export const fetchEvents = () => call(marketing.operatorEventList)
export const saveEvent = (body: OperatorEventSaveBody) => call(marketing.operatorEventSave, { body })
