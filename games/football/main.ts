import { bootGame } from '../kit/boot'
import { balanceView, betStepper } from '../kit/controls'
import { h, toast } from '../kit/dom'
import { formatBaht } from '../kit/format'
import { KIT_TEXTS } from '../kit/texts'
import { MARKET_LABELS, type Market } from '../rules/football'
import type { BoardView, MatchView } from '../rules/football-wire'
import '../tables/tables.css'
import { loadBoard, placeSlip } from './api'
import { rememberCommitments } from './fair'
import { liveCard, matchCard, openFairness, setCountdown, slipsList } from './views'
import './football.css'

const STAKES = [10, 20, 50, 100, 200, 500, 1_000] as const

bootGame('football', (client, root) => {
  const session = client.session.session
  const balance = balanceView(client.session.demo)
  balance.set(client.session.balance)
  let board: BoardView | null = null
  let pick: { match: MatchView; market: Market } | null = null
  /** The upcoming matches (ids and odds) the cards on screen were built from. */
  let shownKey = ''
  const live = h('div', {})
  const upcoming = h('div', { class: 'fb-list' })
  const slips = h('div', {})
  const stepper = betStepper(STAKES)
  const chosen = h('p', { 'data-testid': 'slip-pick' }, 'แตะอัตราต่อรองเพื่อเลือก')
  const place = h(
    'button',
    { type: 'button', class: 'kit-primary', 'data-testid': 'place', disabled: true },
    'วางเดิมพัน',
  )
  const renderPick = () => {
    chosen.textContent = pick
      ? `${pick.match.home.name} vs ${pick.match.away.name}: ${MARKET_LABELS[pick.market]} @${pick.match.odds[pick.market].toFixed(2)} · จ่าย ${formatBaht(stepper.value * pick.match.odds[pick.market])}`
      : 'แตะอัตราต่อรองเพื่อเลือก'
    place.disabled = !pick
  }
  stepper.onChange(renderPick)
  const render = () => {
    if (!board) return
    const now = new Date(board.now)
    const playing =
      board.matches.find((m) => m.phase === 'live') ??
      board.matches.filter((m) => m.phase === 'finished').at(-1)
    live.replaceChildren(liveCard(playing))
    // The cards are built again only when the matches or their odds change; otherwise only their
    // countdowns move. Rebuilt every second, an odds button could be replaced between the press and
    // the release of a tap, and the tap was lost.
    const next = board.matches.filter((m) => m.phase === 'upcoming')
    const key = JSON.stringify(next.map((m) => [m.match_id, m.odds]))
    if (key !== shownKey) {
      shownKey = key
      upcoming.replaceChildren(
        ...next.map((m) =>
          matchCard(m, now, (match, market) => {
            pick = { match, market }
            renderPick()
          }),
        ),
      )
    } else for (const card of upcoming.children) setCountdown(card, now)
    slips.replaceChildren(slipsList(board.slips, board.matches))
    if (pick && !board.matches.some((m) => m.match_id === pick?.match.match_id && m.phase === 'upcoming')) {
      pick = null
      renderPick()
    }
  }
  const refresh = async () => {
    try {
      board = await loadBoard(session)
      rememberCommitments(board.matches)
      render()
    } catch (error) {
      toast((error as Error).message)
    }
  }
  place.addEventListener('click', async () => {
    if (!pick) return
    place.disabled = true
    try {
      const answer = await placeSlip(session, {
        match_id: pick.match.match_id,
        market: pick.market,
        stake: stepper.value,
      })
      balance.set(answer.balance)
      toast('วางเดิมพันสำเร็จ', 'info')
      await refresh()
    } catch (error) {
      toast((error as Error).message)
    }
    renderPick()
  })
  root.append(
    h('header', { class: 'kit-top' }, h('h1', { class: 'kit-title' }, 'ฟุตบอลเสมือนจริง'), balance.node),
    h(
      'nav',
      { class: 'kit-links' },
      h(
        'button',
        { type: 'button', 'data-testid': 'fairness', onclick: () => openFairness(board?.matches ?? []) },
        KIT_TEXTS.fairness,
      ),
    ),
    live,
    h('h2', { class: 'tb-group' }, 'คู่ถัดไป (ปิดรับเมื่อเริ่มเกม)'),
    upcoming,
    h(
      'section',
      { class: 'fb-slip' },
      h('h2', { class: 'tb-group' }, 'บิลเดิมพัน (เดี่ยว)'),
      chosen,
      h('div', { class: 'kit-row' }, stepper.node, place),
    ),
    h('h2', { class: 'tb-group' }, 'บิลของฉัน'),
    slips,
  )
  void refresh()
  setInterval(() => void refresh(), 1000)
  // The balance after settlement (wins arrive when a match ends).
  setInterval(() => client.balance().then(balance.set, () => undefined), 10_000)
})
