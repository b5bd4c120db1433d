import { ballArt } from '../kit/art'
import { h, openPanel } from '../kit/dom'
import { showVerdict } from '../kit/fair-panel'
import { formatBaht, formatTime } from '../kit/format'
import { KIT_TEXTS } from '../kit/texts'
import { MARGIN, MARKET_LABELS, MARKETS, type Market } from '../rules/football'
import type { MatchView, SlipView } from '../rules/football-wire'
import { shownHash, verifyMatch } from './fair'

const teams = (m: MatchView) => `${m.home.name} vs ${m.away.name}`
const SLIP_STATUS: Record<string, string> = {
  open: 'รอผล',
  settled: 'จบแล้ว',
  pending: 'กำลังดำเนินการ',
  refused: 'ไม่สำเร็จ',
  rolled_back: 'คืนเงินแล้ว',
}

/** The live (or last) match: clock, score and the goals so far. */
export function liveCard(match: MatchView | undefined): HTMLElement {
  if (!match)
    return h('section', { class: 'fb-live tb-felt' }, h('p', { class: 'kit-muted' }, 'รอการแข่งขันนัดถัดไป'))
  const phase = match.phase === 'live' ? `นาทีที่ ${match.minute}'` : 'จบการแข่งขัน'
  return h(
    'section',
    { class: 'fb-live tb-felt', 'data-testid': 'live' },
    h('p', { class: 'fb-phase' }, phase),
    h(
      'div',
      { class: 'fb-score' },
      h('span', {}, match.home.name),
      h('b', { 'data-testid': 'score' }, `${match.score.home} - ${match.score.away}`),
      h('span', {}, match.away.name),
    ),
    h(
      'ul',
      { class: 'fb-goals', 'aria-label': 'ประตู' },
      ...match.goals.map((g) =>
        h('li', {}, ballArt(), `${g.minute}' ${g.side === 'home' ? match.home.name : match.away.name}`),
      ),
    ),
  )
}

const startsIn = (kickoffAt: string, now: Date) =>
  `เริ่มใน ${Math.max(0, Math.round((new Date(kickoffAt).getTime() - now.getTime()) / 1000))} วินาที`

/** Moves a match card's countdown (the card itself, and its odds buttons, stay). */
export function setCountdown(card: Element, now: Date): void {
  const countdown = card.querySelector<HTMLElement>('[data-kickoff]')
  if (countdown?.dataset.kickoff) countdown.textContent = startsIn(countdown.dataset.kickoff, now)
}

/** An upcoming match with its odds; tapping one puts it on the slip. */
export function matchCard(
  match: MatchView,
  now: Date,
  pick: (match: MatchView, market: Market) => void,
): HTMLElement {
  return h(
    'section',
    { class: 'fb-match', 'data-testid': 'match' },
    h(
      'div',
      { class: 'kit-row' },
      h('b', {}, teams(match)),
      h('span', { class: 'kit-muted', 'data-kickoff': match.kickoff_at }, startsIn(match.kickoff_at, now)),
    ),
    h(
      'div',
      { class: 'fb-odds' },
      ...MARKETS.map((market) =>
        h(
          'button',
          { type: 'button', 'data-testid': `odds-${market}`, onclick: () => pick(match, market) },
          h('small', {}, MARKET_LABELS[market]),
          h('b', {}, match.odds[market].toFixed(2)),
        ),
      ),
    ),
  )
}

export function slipsList(slips: SlipView[], matches: MatchView[]): HTMLElement {
  if (!slips.length) return h('p', { class: 'kit-muted' }, 'ยังไม่มีบิลเดิมพัน')
  const name = (id: number) => {
    const m = matches.find((x) => x.match_id === id)
    return m ? teams(m) : `คู่ #${id}`
  }
  return h(
    'table',
    { class: 'kit-table' },
    h('tr', {}, h('th', {}, 'คู่'), h('th', {}, 'เลือก'), h('th', {}, 'เดิมพัน'), h('th', {}, 'ผล')),
    ...slips.map((s) =>
      h(
        'tr',
        { 'data-testid': 'slip-row' },
        h('td', {}, name(s.match_id)),
        h('td', {}, `${MARKET_LABELS[s.market as Market] ?? s.market} @${s.odds.toFixed(2)}`),
        h('td', {}, formatBaht(s.stake)),
        h(
          'td',
          {},
          s.payout === null
            ? (SLIP_STATUS[s.status] ?? s.status)
            : s.payout > 0
              ? `ชนะ ${formatBaht(s.payout)}`
              : 'แพ้',
        ),
      ),
    ),
  )
}

/** "ตรวจสอบความยุติธรรม": every match's commitment, and the replay of the last finished one. */
export function openFairness(matches: MatchView[]) {
  openPanel(KIT_TEXTS.fairness, (body) => {
    body.append(
      h(
        'p',
        { class: 'kit-muted' },
        `ผลของแต่ละคู่คำนวณจากเซิร์ฟเวอร์ซีดของคู่นั้น (แสดงแฮชตั้งแต่เปิดรับแทง เปิดเผยซีดเมื่อจบเกม) อัตราต่อรองมาจากแบบจำลองปัวซองเดียวกัน กำไรเจ้ามือ ${MARGIN * 100}%`,
      ),
    )
    const finished = matches.filter((m) => m.fair.server_seed).at(-1)
    for (const m of matches.filter((x) => x.phase === 'upcoming'))
      body.append(
        h(
          'div',
          { class: 'kit-fair-row' },
          h('span', {}, `${teams(m)} ${formatTime(m.kickoff_at)}`),
          h('code', {}, m.fair.server_seed_hash),
        ),
      )
    body.append(h('h3', {}, 'คู่ล่าสุดที่จบแล้ว'))
    if (!finished) {
      body.append(h('p', { class: 'kit-muted' }, KIT_TEXTS.noRound))
      return
    }
    const verdict = h('p', { class: 'kit-verdict', 'data-testid': 'fair-verdict', role: 'status' })
    body.append(
      h(
        'div',
        { class: 'kit-fair-row' },
        h('span', {}, teams(finished)),
        h('code', {}, `${finished.score.home} - ${finished.score.away}`),
      ),
      h(
        'div',
        { class: 'kit-fair-row' },
        h('span', {}, 'แฮชที่แสดงก่อนเริ่ม'),
        h('code', { 'data-testid': 'shown-hash' }, shownHash(finished) ?? finished.fair.server_seed_hash),
      ),
      h(
        'p',
        { class: 'kit-muted' },
        shownHash(finished) === null
          ? 'หน้านี้เปิดหลังคู่นี้เริ่มแล้ว จึงเทียบกับแฮชที่เซิร์ฟเวอร์ส่งมาตอนนี้'
          : 'เทียบกับแฮชที่หน้านี้ได้รับก่อนคู่นี้เริ่ม',
      ),
      h(
        'div',
        { class: 'kit-fair-row' },
        h('span', {}, KIT_TEXTS.serverSeed),
        h('code', { 'data-testid': 'server-seed' }, finished.fair.server_seed ?? ''),
      ),
      h(
        'div',
        { class: 'kit-fair-row' },
        h('span', {}, KIT_TEXTS.clientSeed),
        h('code', {}, finished.fair.client_seed),
      ),
      h(
        'button',
        {
          type: 'button',
          class: 'kit-primary',
          onclick: async () => {
            const ok = await verifyMatch(finished)
            showVerdict(verdict, ok)
          },
        },
        KIT_TEXTS.verify,
      ),
      verdict,
    )
  })
}
