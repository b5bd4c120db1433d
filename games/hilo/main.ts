import { dieArt } from '../kit/art'
import { bootGame } from '../kit/boot'
import { h, openPanel } from '../kit/dom'
import { formatBaht } from '../kit/format'
import {
  HILO_BETS,
  HILO_CHIPS,
  HILO_MAX_BET,
  HILO_MIN_BET,
  type HiloBet,
  type HiloGroup,
  type HiloInput,
  type HiloOutcome,
  hiloRule,
} from '../rules/hilo'
import { chipPicker, tableShell } from '../tables/shell'
import './hilo.css'

const GROUPS: { group: HiloGroup; title: string }[] = [
  { group: 'main', title: 'สูง · 11 ไฮโล · ต่ำ' },
  { group: 'single', title: 'เต็ง (หน้าเดียว)' },
  { group: 'total', title: 'แต้มรวม' },
  { group: 'double', title: 'เบิ้ล' },
  { group: 'triple', title: 'ตอง' },
]

/** The published table: every bet, what it pays and its house edge (exact, from the 216 outcomes). */
function openRules() {
  openPanel('กติกาและอัตราจ่าย', (body) => {
    body.append(
      h(
        'p',
        { class: 'kit-muted' },
        'ทอยลูกเต๋า 3 ลูก สูง = แต้มรวม 11-17, ต่ำ = 4-10 (แพ้เมื่อออกตอง) 11 ไฮโล = แต้มรวม 11 พอดี',
      ),
      h(
        'table',
        { class: 'kit-table', 'data-testid': 'paytable' },
        h('tr', {}, h('th', {}, 'ช่อง'), h('th', {}, 'จ่าย'), h('th', {}, 'เปรียบเทียบเจ้ามือ')),
        ...HILO_BETS.map((bet) =>
          h('tr', {}, h('td', {}, bet.label), h('td', {}, bet.pays), h('td', {}, `${bet.edge}%`)),
        ),
      ),
      h('p', { class: 'kit-muted' }, 'ค่าเปรียบเทียบเจ้ามือคำนวณตรงจากผลลัพธ์ทั้ง 216 แบบของลูกเต๋า 3 ลูก'),
      h('p', { class: 'kit-muted' }, `เดิมพันต่อช่อง ${formatBaht(HILO_MIN_BET)} ถึง ${formatBaht(HILO_MAX_BET)}`),
    )
  })
}

bootGame<HiloInput, HiloOutcome>('hilo', (client, root) => {
  const shell = tableShell(client, root, {
    title: 'ไฮโล',
    rule: hiloRule,
    rules: openRules,
    describe: (round) => `${round.outcome.dice.join('-')} (${round.outcome.total})`,
  })
  const chips = chipPicker(HILO_CHIPS)
  const bets: Record<string, number> = {}
  const dice = h(
    'div',
    { class: 'hl-dice', 'data-testid': 'dice', 'aria-live': 'polite' },
    dieArt(1),
    dieArt(1),
    dieArt(1),
  )
  const spots = new Map<string, { node: HTMLButtonElement; amount: HTMLElement; bet: HiloBet }>()
  for (const bet of HILO_BETS) {
    const amount = h('b', {})
    const node = h(
      'button',
      {
        type: 'button',
        class: `tb-spot hl-${bet.group}`,
        'data-testid': `spot-${bet.id}`,
        onclick: () => {
          bets[bet.id] = Math.min(HILO_MAX_BET, (bets[bet.id] ?? 0) + chips.value)
          render()
        },
      },
      bet.label,
      h('small', {}, bet.pays),
      amount,
    )
    spots.set(bet.id, { node, amount, bet })
  }
  const total = h('span', { class: 'kit-muted' })
  const roll = h('button', { type: 'button', class: 'kit-primary', 'data-testid': 'roll' }, 'ทอยลูกเต๋า')
  const render = () => {
    for (const [id, spot] of spots) spot.amount.textContent = bets[id] ? formatBaht(bets[id]) : ''
    const sum = Object.values(bets).reduce((s, v) => s + v, 0)
    total.textContent = `เดิมพันรวม ${formatBaht(sum)}`
    roll.disabled = sum === 0
  }
  const clear = h(
    'button',
    {
      type: 'button',
      onclick: () => {
        for (const id of Object.keys(bets)) delete bets[id]
        render()
      },
    },
    'ล้าง',
  )
  roll.addEventListener('click', async () => {
    roll.disabled = true
    dice.classList.add('hl-rolling')
    const answer = await shell.play({ bets: { ...bets } })
    dice.classList.remove('hl-rolling')
    if (answer) {
      const outcome = answer.round.outcome
      dice.replaceChildren(...outcome.dice.map(dieArt))
      for (const spot of spots.values())
        spot.node.classList.toggle('tb-won', spot.bet.returns(outcome.dice) > 0)
      shell.showResult(answer.round, `ออก ${outcome.dice.join('-')} รวม ${outcome.total}`)
    }
    render()
  })
  root.append(h('div', { class: 'tb-felt' }, dice, shell.message))
  for (const { group, title } of GROUPS) {
    root.append(
      h('p', { class: 'tb-group' }, title),
      h(
        'div',
        { class: `tb-spots hl-grid-${group}` },
        ...HILO_BETS.filter((b) => b.group === group).map((b) => spots.get(b.id)?.node ?? null),
      ),
    )
  }
  root.append(chips.node, h('div', { class: 'tb-actions' }, clear, roll), total)
  render()
})
