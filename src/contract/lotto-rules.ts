/**
 * The lottery's pure rules, shared by the site and the server (one implementation): bet types with
 * their Thai names and digits, categories, which bet types each category offers, how a line wins
 * given a round's result, how each category's official result becomes the drawn numbers, and the
 * slip helpers (กลับเลข, 19 ประตู, รูดหน้า, รูดหลัง, เลขเบิ้ล, เลขตอง). TypeBox-free, so a page may import
 * values from here for a few bytes. Described for members and operators in docs/lottery.md.
 */

import { hundredthsOf } from './hundredths'

export const BET_TYPES = [
  '3top',
  '3tod',
  '3front',
  '3back',
  '2top',
  '2bottom',
  'runTop',
  'runBottom',
] as const
export type BetType = (typeof BET_TYPES)[number]
export const isBetType = (value: string): value is BetType => (BET_TYPES as readonly string[]).includes(value)

export interface BetTypeInfo {
  /** Thai name shown on the slip. */
  name: string
  /** How many digits a number of this type has. */
  digits: 1 | 2 | 3
  /** Thai sentence: how a line of this type wins. */
  rule: string
}

export const BET_TYPE_INFO: Record<BetType, BetTypeInfo> = {
  '3top': { name: '3 ตัวบน', digits: 3, rule: 'ถูกเมื่อเลขตรงกับ 3 ตัวท้ายของรางวัลที่ 1 (3 ตัวบน) ทุกตำแหน่ง' },
  '3tod': {
    name: '3 ตัวโต๊ด',
    digits: 3,
    rule: 'ถูกเมื่อเลขทั้ง 3 หลักตรงกับ 3 ตัวบน สลับตำแหน่งได้ (จ่ายครั้งเดียว)',
  },
  '3front': { name: '3 ตัวหน้า', digits: 3, rule: 'ถูกเมื่อเลขตรงกับรางวัลเลขหน้า 3 ตัว ชุดใดชุดหนึ่ง' },
  '3back': { name: '3 ตัวล่าง', digits: 3, rule: 'ถูกเมื่อเลขตรงกับรางวัลเลขท้าย 3 ตัว ชุดใดชุดหนึ่ง' },
  '2top': { name: '2 ตัวบน', digits: 2, rule: 'ถูกเมื่อเลขตรงกับ 2 ตัวท้ายของ 3 ตัวบน' },
  '2bottom': { name: '2 ตัวล่าง', digits: 2, rule: 'ถูกเมื่อเลขตรงกับรางวัล 2 ตัวล่าง' },
  runTop: { name: 'วิ่งบน', digits: 1, rule: 'ถูกเมื่อเลขปรากฏใน 3 ตัวบน ตำแหน่งใดก็ได้ (จ่ายครั้งเดียว)' },
  runBottom: { name: 'วิ่งล่าง', digits: 1, rule: 'ถูกเมื่อเลขปรากฏใน 2 ตัวล่าง ตำแหน่งใดก็ได้ (จ่ายครั้งเดียว)' },
}

/** Lottery categories; the ids are fixed (seeded) and sent as `category_id`. */
export const LOTTO_CATEGORIES = {
  gov: { id: 1, name: 'หวยรัฐบาลไทย' },
  gsb: { id: 2, name: 'หวยออมสิน' },
  baac: { id: 3, name: 'หวย ธ.ก.ส.' },
  lao: { id: 4, name: 'หวยลาวพัฒนา' },
  hanoi: { id: 5, name: 'หวยฮานอย' },
  stock: { id: 6, name: 'หวยหุ้น' },
  yeekee: { id: 7, name: 'ยี่กี' },
} as const
export type CategoryCode = keyof typeof LOTTO_CATEGORIES
export type CategoryId = (typeof LOTTO_CATEGORIES)[CategoryCode]['id']
export const CATEGORY_CODES = Object.keys(LOTTO_CATEGORIES) as CategoryCode[]
export const categoryById = (id: number): CategoryCode | null =>
  CATEGORY_CODES.find((code) => LOTTO_CATEGORIES[code].id === id) ?? null

/** The bet types each category offers (its result has the numbers they need). */
const THREE_TWO_RUN: readonly BetType[] = ['3top', '3tod', '2top', '2bottom', 'runTop', 'runBottom']
export const CATEGORY_BET_TYPES: Record<CategoryCode, readonly BetType[]> = {
  gov: BET_TYPES,
  gsb: THREE_TWO_RUN,
  baac: THREE_TWO_RUN,
  lao: THREE_TWO_RUN,
  hanoi: THREE_TWO_RUN,
  stock: THREE_TWO_RUN,
  yeekee: THREE_TWO_RUN,
}

/** Default pay rates (baht paid per 1 baht staked), docs/lottery.md. */
const GOV_RATES: Record<BetType, number> = {
  '3top': 900,
  '3tod': 150,
  '3front': 450,
  '3back': 450,
  '2top': 90,
  '2bottom': 90,
  runTop: 3.2,
  runBottom: 4.2,
}
const YEEKEE_RATES: Partial<Record<BetType, number>> = {
  '3top': 850,
  '3tod': 120,
  '2top': 92,
  '2bottom': 92,
  runTop: 3.2,
  runBottom: 4.2,
}
export const DEFAULT_RATES: Record<CategoryCode, Partial<Record<BetType, number>>> = {
  gov: GOV_RATES,
  gsb: GOV_RATES,
  baac: GOV_RATES,
  lao: GOV_RATES,
  hanoi: GOV_RATES,
  stock: GOV_RATES,
  yeekee: YEEKEE_RATES,
}

/** Default stake limits per line and per member and number in one round (baht). */
export const DEFAULT_LIMITS = { min: 1, max: 5_000, maxPerNumber: 20_000 } as const

/**
 * The numbers a round drew, the same shape for every category: `top3` (3 ตัวบน: the last 3 of the
 * first prize, or the category's equivalent), `top2` (its last 2), `bottom2` (2 ตัวล่าง), and the
 * government's `front3` / `back3` pairs (empty elsewhere).
 */
export interface DrawNumbers {
  top3: string
  top2: string
  bottom2: string
  front3: string[]
  back3: string[]
}

/** Does `number` (digits only, the bet type's length) win with these numbers? */
export function lineWins(betType: BetType, number: string, drawn: DrawNumbers): boolean {
  switch (betType) {
    case '3top':
      return number === drawn.top3
    case '3tod':
      return sortDigits(number) === sortDigits(drawn.top3)
    case '3front':
      return drawn.front3.includes(number)
    case '3back':
      return drawn.back3.includes(number)
    case '2top':
      return number === drawn.top2
    case '2bottom':
      return number === drawn.bottom2
    case 'runTop':
      return drawn.top3.includes(number)
    case 'runBottom':
      return drawn.bottom2.includes(number)
  }
}

const sortDigits = (number: string) => [...number].sort().join('')

/** Whether `number` is a valid number for the bet type (exactly its digits, 0-9 only). */
export const isValidNumber = (betType: BetType, number: string): boolean =>
  new RegExp(`^[0-9]{${BET_TYPE_INFO[betType].digits}}$`).test(number)

/**
 * The official result as the operator enters it. Which fields a category needs (RESULT_FIELDS):
 * gov: `first` (รางวัลที่ 1, 6 digits), `front3` (2 × 3 digits), `back3` (2 × 3 digits), `bottom2`;
 * gsb, baac, stock: `top3`, `bottom2`; lao: `digits4` (4 digits: 3บน = last 3, 2บน = last 2,
 * 2ล่าง = first 2); hanoi: `special` (รางวัลพิเศษ, 5 digits: 3บน / 2บน from its end) and `first`
 * (รางวัลที่ 1, 5 digits: 2ล่าง = its last 2). Yeekee's result is computed from the shots.
 */
export interface ResultInput {
  first?: string
  front3?: string[]
  back3?: string[]
  top3?: string
  bottom2?: string
  digits4?: string
  special?: string
}
export type ResultField = keyof ResultInput

/** Field -> digits of each value, per category. */
export const RESULT_FIELDS: Record<CategoryCode, Partial<Record<ResultField, number>>> = {
  gov: { first: 6, front3: 3, back3: 3, bottom2: 2 },
  gsb: { top3: 3, bottom2: 2 },
  baac: { top3: 3, bottom2: 2 },
  stock: { top3: 3, bottom2: 2 },
  lao: { digits4: 4 },
  hanoi: { special: 5, first: 5 },
  yeekee: {},
}

/** Thai labels of the result fields (results page, operator messages). */
export const RESULT_FIELD_NAMES: Record<ResultField, string> = {
  first: 'รางวัลที่ 1',
  front3: 'เลขหน้า 3 ตัว',
  back3: 'เลขท้าย 3 ตัว',
  top3: '3 ตัวบน',
  bottom2: '2 ตัวล่าง',
  digits4: 'เลข 4 ตัว',
  special: 'รางวัลพิเศษ',
}

/**
 * The drawn numbers of a category's official result, or a Thai message naming what is missing or
 * malformed (fields the category does not use are refused too, so a typo never passes silently).
 */
export function deriveNumbers(category: CategoryCode, input: ResultInput): DrawNumbers | string {
  const fields = RESULT_FIELDS[category]
  for (const [field, value] of Object.entries(input) as [ResultField, string | string[] | undefined][]) {
    if (value === undefined) continue
    const digits = fields[field]
    if (digits === undefined) return `ผลของ${LOTTO_CATEGORIES[category].name}ไม่มี${RESULT_FIELD_NAMES[field]}`
    const values = Array.isArray(value) ? value : [value]
    if (Array.isArray(value) !== (field === 'front3' || field === 'back3'))
      return `${RESULT_FIELD_NAMES[field]} รูปแบบไม่ถูกต้อง`
    if (Array.isArray(value) && value.length !== 2) return `${RESULT_FIELD_NAMES[field]} ต้องมี 2 ชุด`
    if (!values.every((v) => new RegExp(`^[0-9]{${digits}}$`).test(v)))
      return `${RESULT_FIELD_NAMES[field]} ต้องเป็นตัวเลข ${digits} หลัก`
  }
  const missing = (Object.keys(fields) as ResultField[]).find((f) => input[f] === undefined)
  if (missing) return `กรุณากรอก${RESULT_FIELD_NAMES[missing]}`
  const from = (top3: string, bottom2: string, front3: string[] = [], back3: string[] = []): DrawNumbers => ({
    top3,
    top2: top3.slice(1),
    bottom2,
    front3,
    back3,
  })
  switch (category) {
    case 'gov':
      return from(
        (input.first as string).slice(3),
        input.bottom2 as string,
        input.front3 as string[],
        input.back3 as string[],
      )
    case 'gsb':
    case 'baac':
    case 'stock':
      return from(input.top3 as string, input.bottom2 as string)
    case 'lao':
      return from((input.digits4 as string).slice(1), (input.digits4 as string).slice(0, 2))
    case 'hanoi':
      return from((input.special as string).slice(2), (input.first as string).slice(3))
    case 'yeekee':
      return 'ผลยี่กีคำนวณจากเลขที่สมาชิกยิง'
  }
}

/**
 * Yeekee (docs/lottery.md): the result value is the sum of all shots minus the shot at position 16
 * (newest first); 3 ตัวบน = its last 3 digits, 2 ตัวบน the last 2, 2 ตัวล่าง the two before the last
 * three. A negative value never happens with 20+ shots of 00000-99999 except in theory; its digits
 * are read from the absolute value.
 */
export function yeekeeNumbers(value: bigint): DrawNumbers {
  const digits = (value < 0n ? -value : value).toString().padStart(5, '0')
  const top3 = digits.slice(-3)
  return { top3, top2: top3.slice(1), bottom2: digits.slice(-5, -3), front3: [], back3: [] }
}

// Slip helpers: each expands into separate lines, each with the full stake (docs/lottery.md).

/** Distinct permutations of the number's digits, the number itself first (กลับเลข). */
export function reverseNumbers(number: string): string[] {
  if (!/^[0-9]{2,3}$/.test(number)) return []
  const out: string[] = []
  const permute = (rest: string, prefix: string) => {
    if (rest === '') {
      if (!out.includes(prefix)) out.push(prefix)
      return
    }
    for (let i = 0; i < rest.length; i++) permute(rest.slice(0, i) + rest.slice(i + 1), prefix + rest[i])
  }
  permute(number, '')
  return out
}

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']

/** Every two-digit number 00-99 containing the digit (19 ประตู): 19 numbers. */
export const nineteenDoors = (digit: string): string[] =>
  /^[0-9]$/.test(digit) ? twoDigitNumbers().filter((n) => n.includes(digit)) : []

/** X0-X9 (รูดหน้า). */
export const runFront = (digit: string): string[] =>
  /^[0-9]$/.test(digit) ? DIGITS.map((d) => digit + d) : []

/** 0X-9X (รูดหลัง). */
export const runBack = (digit: string): string[] =>
  /^[0-9]$/.test(digit) ? DIGITS.map((d) => d + digit) : []

/** 00, 11, ... 99 (เลขเบิ้ล). */
export const doubleNumbers = (): string[] => DIGITS.map((d) => d + d)

/** 000, 111, ... 999 (เลขตอง). */
export const tripleNumbers = (): string[] => DIGITS.map((d) => d + d + d)

const twoDigitNumbers = () => DIGITS.flatMap((a) => DIGITS.map((b) => a + b))

export const SLIP_HELPERS = {
  reverse: 'กลับเลข',
  nineteen: '19 ประตู',
  runFront: 'รูดหน้า',
  runBack: 'รูดหลัง',
  double: 'เลขเบิ้ล',
  triple: 'เลขตอง',
} as const
export type SlipHelper = keyof typeof SLIP_HELPERS

/** One helper's numbers from what the member typed (a number for กลับเลข, a digit for the others). */
export function expandHelper(helper: SlipHelper, input = ''): string[] {
  switch (helper) {
    case 'reverse':
      return reverseNumbers(input)
    case 'nineteen':
      return nineteenDoors(input)
    case 'runFront':
      return runFront(input)
    case 'runBack':
      return runBack(input)
    case 'double':
      return doubleNumbers()
    case 'triple':
      return tripleNumbers()
  }
}

/** A pay rate above this (baht per 1 baht) is never real. */
const MAX_RATE = 1_000_000

/**
 * A rate in the form the server stores it (lotto_rates, lotto_lines): whole hundredths, rate ×100
 * (บาทละ 3.2 → 320). The wire carries the rate in baht (stored / 100); this gets back to the stored
 * form by the one rule for sent numbers (`hundredthsOf`): null for a third decimal, a negative rate or
 * one above 1,000,000, never rounded. 0 is 0 (no rate); whoever needs a rate to pay checks it is above.
 */
export function rateCentiOf(rate: number): number | null {
  const centi = hundredthsOf(rate)
  return centi === null || centi > BigInt(MAX_RATE * 100) ? null : Number(centi)
}

/**
 * The one payout rule, for the slip, the bill dialog, bill/validate, the bill's lines and settlement:
 * a winning line pays stake × rate in integer satang, rounded DOWN to the satang (the stake is not
 * returned on top). `rateCenti` is the rate as stored (×100); a fraction throws (BigInt), so a rate
 * that was not converted fails loudly instead of paying a guess.
 */
export const payoutSatang = (stakeSatang: bigint, rateCenti: number): bigint =>
  (stakeSatang * BigInt(rateCenti)) / 100n

/** Round status on the wire: open (betting), closed (waiting for the result), resulted, void. */
export const ROUND_STATUS_NAMES = {
  open: 'เปิดรับแทง',
  closed: 'ปิดรับ',
  resulted: 'ออกผลแล้ว',
  void: 'ยกเลิกงวด',
} as const
export type RoundStatus = keyof typeof ROUND_STATUS_NAMES

/** Bill (and line) status: waiting for the result, won, lost, cancelled by the member, refunded (void round). */
export const BILL_STATUS_NAMES = {
  waiting: 'รอผล',
  won: 'ถูกรางวัล',
  lost: 'ไม่ถูกรางวัล',
  cancelled: 'ยกเลิกโพย',
  refunded: 'คืนเงิน',
} as const
export type BillStatus = keyof typeof BILL_STATUS_NAMES

/** Verdict of one slip line (bill/validate): ok, accepted at a reduced rate, or refused and why. */
export const LINE_VERDICTS = ['ok', 'reduced', 'closed', 'over_cap', 'bad_number', 'bad_amount'] as const
export type LineVerdict = (typeof LINE_VERDICTS)[number]
/** Verdicts a bill can be created with; anything else refuses the whole bill. */
export const acceptedVerdict = (v: LineVerdict): boolean => v === 'ok' || v === 'reduced'
