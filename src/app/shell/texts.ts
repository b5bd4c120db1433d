import { PATHS } from '../../config/paths'

/**
 * The shell's strings a member reads only after the first screen (the menus, the dialogs, the
 * member-only page): apart from `app/texts.ts`, whose `TEXT` object the first screen carries whole.
 * The spec fixes some word for word (marked "spec").
 */
export const SHELL_TEXT = {
  // spec: logout confirmation
  logoutConfirm: 'คุณแน่ใจหรือไม่ ที่จะออกจากระบบ',
  logoutYes: 'ใช่แล้ว',
  logoutNo: 'ยังอยู่กับเรา',
  logout: 'ออกจากระบบ',
  // spec: notification dialog
  notificationEmpty: 'ไม่มีประกาศสำคัญในตอนนี้',
  // spec: the game sheet's (features/games/texts.ts says them)
  walletPicker: 'กรุณาเลือกกระเป๋าเงิน',
  gameToast: 'กำลังนำท่านเข้าสู่เกม',
  closeWindow: 'ปิดหน้าต่าง',
  // a visitor on a member page (the no-auth layout)
  memberOnlyTitle: 'สำหรับสมาชิก',
  memberOnly: 'กรุณาเข้าสู่ระบบหรือสมัครสมาชิกเพื่อใช้งานหน้านี้',
  // the login / register dialogs over the page
  loginWhy: 'เข้าสู่ระบบเพื่อทำรายการต่อ แล้วกลับมาที่เดิมได้ทันที',
  registerWhy: 'สมัครสมาชิกฟรี ใช้เวลาไม่ถึง 1 นาที',
} as const

/** Member menu (spec order): profile, refer friends, quests, wheel, point shop, daily cashback,
 * win/loss return, get promotion, use coupon, financial transactions, log out. */
export const MEMBER_MENU = [
  { label: 'โปรไฟล์', href: PATHS.profile },
  { label: 'แนะนำเพื่อน', href: PATHS.affiliate },
  { label: 'ภารกิจ', href: PATHS.quests },
  { label: 'กงล้อนำโชค', href: PATHS.wheel },
  { label: 'แลกของรางวัล', href: PATHS.redeem },
  { label: 'คืนยอดเสียรายวัน', href: PATHS.cashback },
  { label: 'คืนยอดได้เสีย', href: PATHS.winloss },
  { label: 'รับโปรโมชั่น', href: PATHS.memberPromotions },
  { label: 'ใช้คูปอง', href: PATHS.coupon },
  { label: 'รายการเงิน', href: PATHS.statement },
] as const
