import { lobbyPath, PATHS } from '../config/paths'

/** Member-facing strings of the app shell. The spec fixes some word for word (marked "spec"). */
export const TEXT = {
  // spec: logout confirmation
  logoutConfirm: 'คุณแน่ใจหรือไม่ ที่จะออกจากระบบ',
  logoutYes: 'ใช่แล้ว',
  logoutNo: 'ยังอยู่กับเรา',
  // spec: notification dialog
  notificationTitle: 'ประกาศสำคัญ',
  notificationEmpty: 'ไม่มีประกาศสำคัญในตอนนี้',
  notificationUnread: (count: number) => `ประกาศสำคัญ ยังไม่ได้อ่าน ${count} รายการ`,
  next: 'ถัดไป',
  close: 'ปิด',
  // spec: other fixed strings
  sessionExpired: 'เซสซั่นหมดอายุ กรุณาลองใหม่',
  walletPicker: 'กรุณาเลือกกระเป๋าเงิน',
  gameToast: 'กำลังนำท่านเข้าสู่เกม',
  // spec: error page
  notFound: 'Not Found',
  errorOccurred: 'An error occurred',
  pageNotFound: 'This page could not be found',
  // shell
  brand: 'BW222',
  home: 'หน้าแรก',
  contactUs: 'ติดต่อเรา',
  contactLine: 'ติดต่อผ่าน LINE',
  contactAdmin: 'แชทกับแอดมิน',
  login: 'เข้าสู่ระบบ',
  register: 'สมัครสมาชิก',
  deposit: 'ฝากเงิน',
  withdraw: 'ถอนเงิน',
  balance: 'ยอดเงินรวม',
  refreshBalance: 'รีเฟรชยอดเงิน',
  menu: 'เมนู',
  navigation: 'แถบนำทาง',
  closeWindow: 'ปิดหน้าต่าง',
  events: 'กิจกรรม',
  news: 'ข่าวสาร',
  backHome: 'กลับหน้าแรก',
  reload: 'โหลดใหม่',
  lobbies: 'เกม',
  lotto: 'หวย',
  promotions: 'โปรโมชั่น',
  visitorCta: 'สมัครสมาชิกวันนี้ ฝาก-ถอนรวดเร็ว ตลอด 24 ชั่วโมง',
  copyright: 'สงวนลิขสิทธิ์',
  // the bottom tab bar (phones)
  tabBar: 'เมนูหลัก',
  tabGames: 'เกม',
  tabMoney: 'ฝาก-ถอน',
  tabAccount: 'บัญชี',
  // a visitor on a member page (the no-auth layout)
  memberOnlyTitle: 'สำหรับสมาชิก',
  memberOnly: 'กรุณาเข้าสู่ระบบหรือสมัครสมาชิกเพื่อใช้งานหน้านี้',
  // the login / register dialogs over the page
  loginWhy: 'เข้าสู่ระบบเพื่อทำรายการต่อ แล้วกลับมาที่เดิมได้ทันที',
  registerWhy: 'สมัครสมาชิกฟรี ใช้เวลาไม่ถึง 1 นาที',
} as const

/** agent/validate refused this site's agent code: nothing a member does can work (app/shell/agent-check.tsx). */
export const AGENT_CODE_WRONG = (code: string) =>
  `รหัสเอเย่นต์ของเว็บไซต์นี้ (${code}) ไม่ถูกต้อง ระบบยังใช้งานไม่ได้ กรุณาติดต่อแอดมิน`

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
export const LOGOUT_LABEL = 'ออกจากระบบ'

/** Game lobbies and the lottery: the entry points of home and the navigation drawer. */
export const LOBBIES = [
  { label: 'คาสิโน', href: lobbyPath('casino') },
  { label: 'สล็อต', href: lobbyPath('slot') },
  { label: 'กีฬา', href: lobbyPath('sport') },
  { label: 'ยิงปลา', href: lobbyPath('fishing') },
  { label: 'ฟรีสปิน', href: lobbyPath('freespin') },
  { label: 'หวย', href: PATHS.lottoLobby },
] as const

/** The site's navigation (wide-screen header and the drawer): home, the lobbies, promotions. */
export const NAV_LINKS = [
  { label: TEXT.home, href: PATHS.home },
  ...LOBBIES,
  { label: TEXT.promotions, href: PATHS.promotions },
] as const

/** The money links: withdraw sits next to deposit (the member menu of the spec has neither). */
export const MONEY_LINKS = [
  { label: TEXT.deposit, href: PATHS.deposit },
  { label: TEXT.withdraw, href: PATHS.withdraw },
] as const
