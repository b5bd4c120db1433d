import { lobbyPath, PATHS } from '../config/paths'

/**
 * Member-facing strings of the app shell's first screen. The spec fixes some word for word (marked
 * "spec"). The shell's texts seen only later (menus, dialogs, the member-only page) are
 * `shell/texts.ts`: this object is one value, sent whole with the first screen.
 */
export const TEXT = {
  // spec: notification dialog
  notificationTitle: 'ประกาศสำคัญ',
  notificationUnread: (count: number) => `ประกาศสำคัญ ยังไม่ได้อ่าน ${count} รายการ`,
  next: 'ถัดไป',
  close: 'ปิด',
  // spec: other fixed strings
  sessionExpired: 'เซสซั่นหมดอายุ กรุณาลองใหม่',
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
  events: 'กิจกรรม',
  news: 'ข่าวสาร',
  backHome: 'กลับหน้าแรก',
  lobbies: 'เกม',
  lotto: 'หวย',
  promotions: 'โปรโมชั่น',
  // The visitor's call to join, as two lines the home page keeps apart (see home.module.css, .cta).
  visitorCtaLead: 'สมัครสมาชิกวันนี้',
  visitorCta: 'ฝาก-ถอนรวดเร็ว ตลอด 24 ชั่วโมง',
  copyright: 'สงวนลิขสิทธิ์',
  // the bottom tab bar (phones)
  tabBar: 'เมนูหลัก',
  tabGames: 'เกม',
  tabMoney: 'ฝาก-ถอน',
  tabAccount: 'บัญชี',
} as const

/** agent/validate refused this site's agent code: nothing a member does can work (app/shell/agent-check.tsx). */
export const AGENT_CODE_WRONG = (code: string) =>
  `รหัสเอเย่นต์ของเว็บไซต์นี้ (${code}) ไม่ถูกต้อง ระบบยังใช้งานไม่ได้ กรุณาติดต่อแอดมิน`

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
