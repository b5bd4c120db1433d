import { suitArt } from '../kit/art'
import { bootGame } from '../kit/boot'
import { h, openPanel } from '../kit/dom'
import { formatBaht } from '../kit/format'
import {
  BACCARAT_BETS,
  BACCARAT_CHIPS,
  BACCARAT_MAX_BET,
  BACCARAT_MIN_BET,
  BACCARAT_PAYOUTS,
  type BaccaratBet,
  type BaccaratInput,
  baccaratRule,
  betReturn,
  type Coup,
  cardLabel,
  cardRank,
  cardSuit,
  RANK_LABELS,
} from '../rules/baccarat'
import { chipPicker, tableShell } from '../tables/shell'
import { beadPlate } from './road'
import './baccarat.css'

const WINNER_TEXT = { player: 'ผู้เล่นชนะ', banker: 'เจ้ามือชนะ', tie: 'เสมอ' } as const

function openRules() {
  openPanel('กติกาและอัตราจ่าย', (body) => {
    body.append(
      h('p', { class: 'kit-muted' }, 'ไพ่ 8 สำรับ (416 ใบ) สับใหม่ทุกรอบ จั่วไพ่ใบที่สามตามตารางมาตรฐาน'),
      h(
        'table',
        { class: 'kit-table' },
        h('tr', {}, h('th', {}, 'ช่อง'), h('th', {}, 'จ่าย'), h('th', {}, 'เปรียบเทียบเจ้ามือ')),
        ...BACCARAT_BETS.map((bet) =>
          h(
            'tr',
            {},
            h('td', {}, BACCARAT_PAYOUTS[bet].label),
            h('td', {}, BACCARAT_PAYOUTS[bet].pays),
            h('td', {}, EDGES[bet]),
          ),
        ),
      ),
      h('p', { class: 'kit-muted' }, 'เสมอ: เดิมพันผู้เล่นและเจ้ามือได้คืนเต็มจำนวน'),
      h(
        'p',
        { class: 'kit-muted' },
        `เดิมพันต่อช่อง ${formatBaht(BACCARAT_MIN_BET)} ถึง ${formatBaht(BACCARAT_MAX_BET)}`,
      ),
    )
  })
}

/** House edges of the 8-deck game (computed exactly in tests/unit/games/baccarat-edge.test.ts). */
const EDGES: Record<BaccaratBet, string> = {
  player: '1.24%',
  banker: '1.06%',
  tie: '14.36%',
  player_pair: '10.36%',
  banker_pair: '10.36%',
}

function handView(label: string) {
  const cards = h('div', { class: 'bc-cards' })
  const total = h('b', { class: 'bc-total' })
  return {
    node: h('div', { class: 'bc-hand' }, h('span', {}, label), cards, total),
    show(list: number[], value: number | null) {
      cards.replaceChildren(
        ...list.map((card) =>
          h(
            'span',
            {
              class: `bc-card ${cardSuit(card) % 3 === 0 ? '' : 'bc-red'}`,
              role: 'img',
              'aria-label': cardLabel(card),
            },
            h('span', { 'aria-hidden': 'true' }, RANK_LABELS[cardRank(card)]),
            suitArt(cardSuit(card)),
          ),
        ),
      )
      total.textContent = value === null ? '' : String(value)
    },
  }
}

bootGame<BaccaratInput, Coup>('baccarat', (client, root) => {
  const shell = tableShell(client, root, {
    title: 'บาคาร่า',
    rule: baccaratRule,
    rules: openRules,
    describe: (round) =>
      `${WINNER_TEXT[round.outcome.winner]} ${round.outcome.playerTotal}:${round.outcome.bankerTotal}`,
  })
  const road = beadPlate()
  const player = handView('ผู้เล่น')
  const banker = handView('เจ้ามือ')
  const chips = chipPicker(BACCARAT_CHIPS)
  const bets: Partial<Record<BaccaratBet, number>> = {}
  const spots = Object.fromEntries(
    BACCARAT_BETS.map((bet) => {
      const amount = h('b', {})
      const node = h(
        'button',
        {
          type: 'button',
          class: `tb-spot bc-spot-${bet}`,
          'data-testid': `spot-${bet}`,
          onclick: () => {
            bets[bet] = Math.min(BACCARAT_MAX_BET, (bets[bet] ?? 0) + chips.value)
            render()
          },
        },
        BACCARAT_PAYOUTS[bet].label,
        h('small', {}, BACCARAT_PAYOUTS[bet].pays),
        amount,
      )
      return [bet, { node, amount }]
    }),
  ) as Record<BaccaratBet, { node: HTMLButtonElement; amount: HTMLElement }>
  const total = h('span', { class: 'kit-muted' })
  const render = () => {
    for (const bet of BACCARAT_BETS)
      spots[bet].amount.textContent = bets[bet] ? formatBaht(bets[bet] ?? 0) : ''
    const sum = Object.values(bets).reduce((s, v) => s + (v ?? 0), 0)
    total.textContent = `เดิมพันรวม ${formatBaht(sum)}`
    deal.disabled = sum === 0
  }
  const clear = h(
    'button',
    {
      type: 'button',
      onclick: () => {
        for (const bet of BACCARAT_BETS) delete bets[bet]
        render()
      },
    },
    'ล้าง',
  )
  const deal = h('button', { type: 'button', class: 'kit-primary', 'data-testid': 'deal' }, 'แจกไพ่')
  deal.addEventListener('click', async () => {
    deal.disabled = true
    const answer = await shell.play({ bets: { ...bets } })
    if (answer) {
      const coup = answer.round.outcome
      player.show(coup.player, coup.playerTotal)
      banker.show(coup.banker, coup.bankerTotal)
      for (const bet of BACCARAT_BETS) spots[bet].node.classList.toggle('tb-won', betReturn(bet, coup) > 1)
      road.add(coup.winner)
      shell.showResult(answer.round, `${WINNER_TEXT[coup.winner]} ${coup.playerTotal} ต่อ ${coup.bankerTotal}`)
    }
    render()
  })
  root.append(
    h('div', { class: 'tb-felt' }, h('div', { class: 'bc-hands' }, player.node, banker.node), shell.message),
    h(
      'div',
      { class: 'tb-spots bc-spots' },
      spots.player_pair.node,
      spots.tie.node,
      spots.banker_pair.node,
      spots.player.node,
      spots.banker.node,
    ),
    chips.node,
    h('div', { class: 'tb-actions' }, clear, deal),
    total,
    road.node,
  )
  render()
  // The road starts from the member's last rounds at this table.
  client
    .history(72)
    .then((rounds) => road.set(rounds.reverse().map((r) => r.outcome.winner)))
    .catch(() => undefined)
})
