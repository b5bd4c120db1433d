import type {
  BetTypeOffer,
  BillCheck,
  LimitedNumber,
  LottoBill,
  LottoLobbyReply,
  LottoResult,
  LottoRound,
  LottoRoundDetail,
} from '../../../src/contract/lotto'
import { BET_TYPE_INFO, type BetType, DEFAULT_RATES } from '../../../src/contract/lotto-rules'
import { potentialPayout } from '../../../src/features/lotto/slip'

/** A fixed "now" for the lottery's clocks: 1 Dec 2026, 14:00 in Bangkok. */
export const NOW = Date.parse('2026-12-01T07:00:00.000Z')
const iso = (ms: number) => new Date(ms).toISOString()

export const offer = (betType: BetType): BetTypeOffer => ({
  bet_type: betType,
  name: BET_TYPE_INFO[betType].name,
  digits: BET_TYPE_INFO[betType].digits,
  rate: DEFAULT_RATES.gov[betType] ?? 0,
  min_amount: 1,
  max_amount: 5000,
  max_per_number: 20000,
})

export const round = (overrides: Partial<LottoRound> = {}): LottoRound => ({
  id: 11,
  category_id: 1,
  category_code: 'gov',
  category_name: 'หวยรัฐบาลไทย',
  market: 'gov',
  title: 'หวยรัฐบาลไทย งวด 1 ธ.ค. 69',
  draw_date: '2026-12-01',
  seq: null,
  open_at: iso(NOW - 86_400_000),
  // closes in 1 h 20 min
  close_at: iso(NOW + 80 * 60_000),
  draw_at: iso(NOW + 90 * 60_000),
  status: 'open',
  ...overrides,
})

export const roundDetail = (limited: LimitedNumber[] = []): LottoRoundDetail => ({
  ...round(),
  bet_types: (['3top', '3tod', '3front', '3back', '2top', '2bottom', 'runTop', 'runBottom'] as const).map(
    offer,
  ),
  limited,
  result: null,
  server_time: iso(NOW),
})

export const result = (overrides: Partial<LottoResult> = {}): LottoResult => ({
  round_id: 10,
  category_id: 1,
  category_code: 'gov',
  category_name: 'หวยรัฐบาลไทย',
  market: 'gov',
  title: 'หวยรัฐบาลไทย งวด 16 พ.ย. 69',
  draw_date: '2026-11-16',
  draw_at: '2026-11-16T08:30:00.000Z',
  numbers: { top3: '123', top2: '23', bottom2: '45', front3: ['111', '222'], back3: ['333', '444'] },
  detail: { first: '456123', front3: ['111', '222'], back3: ['333', '444'], bottom2: '45' },
  demo: false,
  resulted_at: '2026-11-16T08:40:00.000Z',
  ...overrides,
})

export const lobby = (rounds: LottoRound[], results: LottoResult[] = []): LottoLobbyReply => ({
  error: 0,
  status: 0,
  rounds,
  result: results,
  server_time: iso(NOW),
})

export const bill = (overrides: Partial<LottoBill> = {}): LottoBill => ({
  id: 501,
  round: round(),
  status: 'waiting',
  total: 30,
  payout: 0,
  line_count: 3,
  created_at: iso(NOW - 60_000),
  settled_at: null,
  cancelled_at: null,
  can_cancel: true,
  ...overrides,
})

/** What bill/validate answers for lines, with verdicts by `bet_type:number`. */
export function check(
  lines: { bet_type: BetType; number: string; amount: number }[],
  verdicts: Record<
    string,
    { verdict: BillCheck['lines'][number]['verdict']; rate?: number; reason?: string }
  > = {},
): BillCheck {
  const checked = lines.map((l) => {
    const v = verdicts[`${l.bet_type}:${l.number}`]
    const verdict = v?.verdict ?? 'ok'
    const refused = verdict !== 'ok' && verdict !== 'reduced'
    const rate = refused ? 0 : (v?.rate ?? DEFAULT_RATES.gov[l.bet_type] ?? 0)
    return {
      ...l,
      name: BET_TYPE_INFO[l.bet_type].name,
      rate,
      payout: potentialPayout(l.amount, rate),
      verdict,
      reason: v?.reason ?? null,
    }
  })
  return {
    round: round(),
    lines: checked,
    total: checked.reduce((s, l) => s + l.amount, 0),
    ok: checked.every((l) => l.verdict === 'ok' || l.verdict === 'reduced'),
  }
}
