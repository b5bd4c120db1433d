import { SOMETHING_WRONG } from '../../lib/api-errors'

/** Member-facing strings of the games. The spec fixes some word for word (marked "spec"). */
export const GAME_TEXT = {
  // spec section 2: the picker's title
  walletPicker: 'กรุณาเลือกกระเป๋าเงิน',
  // spec section 4: the toast when a wallet is chosen
  entering: 'กำลังนำท่านเข้าสู่เกม',
  // spec section 8: the game link failure's alert title
  somethingWrong: SOMETHING_WRONG,
  // domain notes: what members expect in a lobby
  lastPlayed: 'เล่นล่าสุด',
  hot: 'เกมยอดนิยม',
  /** The home's row of the same hot list. */
  hotHome: 'เกมฮิต',
  /** The home's row when nothing was played in the last day: the catalogue's first games. */
  recommended: 'เกมแนะนำ',
  demo: 'ทดลองเล่น',
  play: 'เล่น',
  search: 'ค้นหาเกม',
  allProviders: 'ทั้งหมด',
  providers: 'ค่ายเกม',
  categories: 'หมวดหมู่',
  games: 'เกม',
  allGames: 'เกมทั้งหมด',
  noGames: 'ไม่พบเกม',
  loadingMore: 'กำลังโหลดเกมเพิ่ม…',
  loadMore: 'โหลดเกมเพิ่ม',
  banners: 'แบนเนอร์',
  closeGame: 'ปิดเกม',
  fullscreen: 'เต็มจอ',
  exitFullscreen: 'ออกจากเต็มจอ',
  loadingGame: 'กำลังโหลดเกม…',
  noWallet: 'ไม่มีกระเป๋าเงินที่ใช้เล่นเกมนี้ได้ กรุณาฝากเงินก่อน',
  deposit: 'ฝากเงิน',
  ok: 'ตกลง',
  back: 'กลับ',
  gameNotFound: 'ไม่พบเกมที่ต้องการ',
  gameFrame: 'หน้าต่างเกม',
} as const

/** The lobbies' Thai names (the lobby's title until lobby/configs answers). */
export const LOBBY_TITLES = {
  all: 'เกมทั้งหมด',
  casino: 'คาสิโน',
  slot: 'สล็อต',
  sport: 'กีฬา',
  fishing: 'ยิงปลา',
  freespin: 'ฟรีสปิน',
} as const
