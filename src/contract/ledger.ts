/**
 * The ledger's vocabulary, in one place for the server and the site: the kinds of ledger
 * transaction, the house accounts on the other side of every movement, the member wallet types and
 * the kinds of point movement. All are closed: a value not listed here is refused by the ledger.
 * Pure constants (no runtime dependency), so a page that imports a label costs a few bytes.
 */

/** Kinds of ledger transaction and their Thai statement labels (what a member reads). */
export const LEDGER_KIND_LABELS = {
  deposit: 'ฝากเงิน',
  withdraw: 'ถอนเงิน',
  withdraw_paid: 'ถอนเงินสำเร็จ',
  withdraw_refund: 'คืนเงินถอน (ถอนไม่สำเร็จ)',
  bet: 'เดิมพัน',
  win: 'ชนะเดิมพัน',
  bet_refund: 'คืนเงินเดิมพัน',
  bonus: 'โบนัส',
  bonus_forfeit: 'สละโบนัส',
  coupon: 'คูปอง',
  cashback: 'คืนยอดเสีย',
  affiliate: 'รายได้แนะนำเพื่อน',
  opening: 'ยอดยกมา',
  quest: 'รางวัลภารกิจ',
  shop: 'แลกของรางวัล',
  wheel: 'รางวัลวงล้อนำโชค',
  poll: 'รางวัลทายผล',
  yeekee_bonus: 'โบนัสยี่กี',
  adjust: 'ปรับยอดโดยเจ้าหน้าที่',
} as const
export type LedgerKind = keyof typeof LEDGER_KIND_LABELS
export const LEDGER_KINDS = Object.keys(LEDGER_KIND_LABELS) as LedgerKind[]

export const isLedgerKind = (value: string): value is LedgerKind => Object.hasOwn(LEDGER_KIND_LABELS, value)

/**
 * House accounts (seeded; the ledger refuses any other code): where money comes from and goes to
 * outside the members' wallets. They may go negative.
 */
export const HOUSE_ACCOUNT_NAMES = {
  /** Money entering or leaving the site (deposits paid in, withdrawals paid out). */
  external: 'เงินเข้า-ออกภายนอก',
  /** Withdrawals held at request until the operator pays them out or credits them back. */
  withdrawals_pending: 'ถอนเงินรออนุมัติ',
  /** Bet stakes taken in, and wins and refunds paid from them. */
  stakes: 'ยอดเดิมพัน',
  /** Promotion bonuses and coupon credit are paid from here, and forfeited bonus returns here. */
  bonus: 'โบนัสและคูปอง',
  /** The Yeekee bonus of positions 1 and 16 (the operator's own budget, apart from the promotions'). */
  yeekee_bonus: 'โบนัสยี่กี',
  /** Daily cashback and win/loss return. */
  cashback: 'คืนยอดเสีย',
  /** Affiliate commission. */
  affiliate: 'ค่าแนะนำเพื่อน',
  /** Opening balances (demo data, migrations from another system). */
  opening: 'ยอดยกมา',
  /** Manual balance adjustments made by staff in the back office. */
  adjustment: 'ปรับยอดโดยเจ้าหน้าที่',
} as const
export type HouseAccount = keyof typeof HOUSE_ACCOUNT_NAMES
export const HOUSE_ACCOUNTS = Object.keys(HOUSE_ACCOUNT_NAMES) as HouseAccount[]

export const isHouseAccount = (value: string): value is HouseAccount =>
  Object.hasOwn(HOUSE_ACCOUNT_NAMES, value)

/** Member wallet types (`wallet_type_id`): only the main wallet holds withdrawable money. */
export const WALLET_TYPES = {
  main: 1,
  free_credit: 2,
  bonus: 3,
} as const
export type WalletTypeName = keyof typeof WALLET_TYPES
export type WalletTypeId = (typeof WALLET_TYPES)[WalletTypeName]

/** wallet_type_id 1 is the main (real money) wallet; other types hold bonus or free credit. */
export const MAIN_WALLET_TYPE = WALLET_TYPES.main

/**
 * Kinds a member can filter the statement by: every ledger kind that touches a member wallet
 * (`withdraw_paid` moves only between house accounts). Labels: LEDGER_KIND_LABELS.
 */
export const STATEMENT_TYPES = LEDGER_KINDS.filter((k) => k !== 'withdraw_paid')
export type StatementType = Exclude<LedgerKind, 'withdraw_paid'>

/** Thai wallet names, by type. */
export const WALLET_TYPE_NAMES: Record<WalletTypeId, string> = {
  1: 'กระเป๋าหลัก',
  2: 'เครดิตฟรี',
  3: 'โบนัส',
}

/** Kinds of point movement (points are a second currency with their own ledger). */
export const POINT_KIND_LABELS = {
  coupon: 'คูปอง',
  quest: 'ภารกิจ',
  shop: 'แลกของรางวัล',
  wheel: 'วงล้อ',
  opening: 'ยอดยกมา',
  poll: 'ทายผล',
} as const
export type PointKind = keyof typeof POINT_KIND_LABELS

/**
 * What a bet was on: the category (a game lobby, or the lottery) and a stable game code
 * (`builtin:slot`, `lotto:gov`, `lotto:yeekee`...). Every bet, win and refund carries it, so
 * quests, cashback, win/loss and commission can count per category and per game.
 */
export const BET_CATEGORY_LABELS = {
  casino: 'คาสิโน',
  slot: 'สล็อต',
  sport: 'กีฬา',
  fishing: 'ยิงปลา',
  freespin: 'ฟรีสปิน',
  lotto: 'หวย',
} as const
export type BetCategory = keyof typeof BET_CATEGORY_LABELS
export const BET_CATEGORIES = Object.keys(BET_CATEGORY_LABELS) as BetCategory[]
export const isBetCategory = (value: string): value is BetCategory =>
  Object.hasOwn(BET_CATEGORY_LABELS, value)

export interface BetProduct {
  category: BetCategory
  /** A stable code of the game (at most 64 characters). */
  game: string
}
