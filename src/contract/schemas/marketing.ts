import type { EndpointSchema } from '../endpoint-schema'
import {
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

export const marketingSchemas = {
  operatorPromotionList: {
    tags: ['operator'],
    summary: 'Every promotion (turned off ones too) with how many members took it',
    reply: OperatorPromotionListReply,
  },
  operatorPromotionSave: {
    tags: ['operator'],
    summary: 'Add a promotion or change one (enabled false turns it off)',
    body: OperatorPromotionSaveBody,
    reply: OperatorPromotionSaveReply,
  },
  operatorCouponList: {
    tags: ['operator'],
    summary: 'Every coupon with its uses, newest first',
    reply: OperatorCouponListReply,
  },
  operatorCouponSave: {
    tags: ['operator'],
    summary: 'Add a coupon code or change one (a used one keeps its code, kind and value)',
    body: OperatorCouponSaveBody,
    reply: OperatorCouponSaveReply,
  },
  operatorBannerList: {
    tags: ['operator'],
    summary: 'Every home page banner',
    reply: OperatorBannerListReply,
  },
  operatorBannerSave: {
    tags: ['operator'],
    summary: 'Add a banner or change one (enabled false hides it)',
    body: OperatorBannerSaveBody,
    reply: OperatorBannerSaveReply,
  },
  operatorAnnouncementList: {
    tags: ['operator'],
    summary: 'Every announcement (type 1 = important)',
    reply: OperatorAnnouncementListReply,
  },
  operatorAnnouncementSave: {
    tags: ['operator'],
    summary: 'Add an announcement or change one (enabled false hides it)',
    body: OperatorAnnouncementSaveBody,
    reply: OperatorAnnouncementSaveReply,
  },
  operatorEventList: {
    tags: ['operator'],
    summary: 'Every event of the event dialog with what it opens',
    reply: OperatorEventListReply,
  },
  operatorEventSave: {
    tags: ['operator'],
    summary: 'Add an event or change one (enabled false hides it)',
    body: OperatorEventSaveBody,
    reply: OperatorEventSaveReply,
  },
} as const satisfies Record<string, EndpointSchema>
