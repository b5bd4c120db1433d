import { operatorGet, operatorPost } from '../endpoint'
import type {
  OperatorAnnouncementListReply,
  OperatorAnnouncementSaveBody,
  OperatorAnnouncementSaveReply,
  OperatorBannerListReply,
  OperatorBannerSaveBody,
  OperatorBannerSaveReply,
  OperatorCouponListReply,
  OperatorCouponSaveBody,
  OperatorCouponSaveReply,
  OperatorEventListReply,
  OperatorEventSaveBody,
  OperatorEventSaveReply,
  OperatorPromotionListReply,
  OperatorPromotionSaveBody,
  OperatorPromotionSaveReply,
} from '../marketing'
import type { GrantedRole } from '../staff-roles'

// The back office's marketing desk: marketing staff read and write, read-only staff read.
const READ: readonly GrantedRole[] = ['marketing', 'read_only']
const WRITE: readonly GrantedRole[] = ['marketing']

export const operatorPromotionList = operatorGet<OperatorPromotionListReply>('operator/promotion/list', READ)
export const operatorPromotionSave = operatorPost<OperatorPromotionSaveReply, OperatorPromotionSaveBody>(
  'operator/promotion/save',
  WRITE,
)
export const operatorCouponList = operatorGet<OperatorCouponListReply>('operator/coupon/list', READ)
export const operatorCouponSave = operatorPost<OperatorCouponSaveReply, OperatorCouponSaveBody>(
  'operator/coupon/save',
  WRITE,
)
export const operatorBannerList = operatorGet<OperatorBannerListReply>('operator/banner/list', READ)
export const operatorBannerSave = operatorPost<OperatorBannerSaveReply, OperatorBannerSaveBody>(
  'operator/banner/save',
  WRITE,
)
export const operatorAnnouncementList = operatorGet<OperatorAnnouncementListReply>(
  'operator/announcement/list',
  READ,
)
export const operatorAnnouncementSave = operatorPost<
  OperatorAnnouncementSaveReply,
  OperatorAnnouncementSaveBody
>('operator/announcement/save', WRITE)
export const operatorEventList = operatorGet<OperatorEventListReply>('operator/event/list', READ)
export const operatorEventSave = operatorPost<OperatorEventSaveReply, OperatorEventSaveBody>(
  'operator/event/save',
  WRITE,
)
