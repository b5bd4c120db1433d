import type { Window } from '../../rules/reels'
import type { RoundRule } from '../../rules/rule'
import type { PlayAnswer } from '../../rules/wire'
import { GameApiError, type GameClient } from '../api'
import { balanceView, betStepper, countUp } from '../controls'
import { h, toast } from '../dom'
import { type FairState, openFairPanel } from '../fair-panel'
import { formatBaht } from '../format'
import { openHistoryPanel } from '../history-panel'
import { KIT_TEXTS } from '../texts'
import { type ReelsView, reelsView } from './reels-view'

const AUTO_SPINS = [10, 25, 50]

export interface SlotShellOptions<Input, Outcome> {
  title: string
  rule: RoundRule<Input, Outcome>
  steps: readonly number[]
  initial: Window
  /** The play input of a normal spin at this total bet. */
  input: (bet: number) => Input
  /** Opens the paytable panel. */
  paytable: () => void
  /** Plays the round's animation on the reels; returns when the win may be shown. */
  animate: (answer: PlayAnswer<Input, Outcome>, reels: ReelsView, banner: HTMLElement) => Promise<void>
}

/**
 * The page of a 5×3 line slot: balance, reels, win line, bet stepper, spin and auto-spin, and the
 * paytable, history and fairness links. `play(input)` runs one round; pages add their own buttons.
 */
export function slotShell<Input, Outcome>(
  client: GameClient<Input, Outcome>,
  root: HTMLElement,
  options: SlotShellOptions<Input, Outcome>,
) {
  const fair: FairState<Input, Outcome> = { next: client.session.next, last: null }
  const balance = balanceView(client.session.demo)
  balance.set(client.session.balance)
  const reels = reelsView(options.initial)
  const winLine = h('div', { class: 'win-line', 'data-testid': 'win', 'aria-live': 'polite' })
  const banner = h('div', { class: 'feature-banner', 'data-testid': 'feature' })
  const stepper = betStepper(options.steps)
  const spin = h('button', { type: 'button', class: 'kit-primary', 'data-testid': 'spin' }, 'หมุน')
  const auto = h('button', { type: 'button', 'data-testid': 'auto' }, 'ออโต้')
  const extra = h('div', { class: 'kit-row' })
  let busy = false
  let autoLeft = 0
  let autoTotal = AUTO_SPINS[0]
  let shown = client.session.balance

  const setBusy = (value: boolean) => {
    busy = value
    spin.disabled = value
    stepper.setDisabled(value)
    for (const button of extra.querySelectorAll('button')) button.disabled = value
  }
  const renderAuto = () => {
    auto.textContent = autoLeft > 0 ? `หยุดออโต้ (${autoLeft})` : 'ออโต้'
  }

  async function play(input: Input): Promise<boolean> {
    if (busy) return false
    setBusy(true)
    winLine.textContent = ''
    banner.textContent = ''
    const shownHash = fair.next.server_seed_hash
    try {
      const stake = options.rule.stakeSatang(input) / 100
      balance.set(Math.max(0, shown - stake))
      const answer = await client.play(input)
      await options.animate(answer, reels, banner)
      fair.next = answer.next
      fair.last = { round: answer.round, shownHash }
      if (answer.round.win >= answer.round.stake) {
        const amount = h('strong', {})
        winLine.replaceChildren(`${KIT_TEXTS.win} `, amount)
        await countUp(amount, answer.round.win)
      } else if (answer.round.win > 0) {
        // Paid back less than the stake: said plainly, never celebrated as a win.
        winLine.replaceChildren(
          `${KIT_TEXTS.returned} ${formatBaht(answer.round.win)} ${KIT_TEXTS.lessThanStake}`,
        )
      }
      shown = answer.balance
      balance.set(shown)
      return true
    } catch (error) {
      balance.set(shown)
      toast(error instanceof Error ? error.message : KIT_TEXTS.network)
      if (error instanceof GameApiError && error.code === 401) spin.disabled = true
      return false
    } finally {
      setBusy(false)
    }
  }

  async function runAuto() {
    while (autoLeft > 0) {
      const ok = await play(options.input(stepper.value))
      autoLeft = ok ? autoLeft - 1 : 0
      renderAuto()
      if (autoLeft > 0) await new Promise((resolve) => setTimeout(resolve, 350))
    }
  }

  spin.addEventListener('click', () => void play(options.input(stepper.value)))
  auto.addEventListener('click', () => {
    if (autoLeft > 0) autoLeft = 0
    else {
      autoLeft = autoTotal
      void runAuto()
    }
    renderAuto()
  })
  const autoCount = h(
    'select',
    {
      'aria-label': 'จำนวนรอบออโต้',
      onchange: (e: Event) => {
        autoTotal = Number((e.target as HTMLSelectElement).value)
      },
    },
    ...AUTO_SPINS.map((n) => h('option', { value: String(n) }, `${n} รอบ`)),
  )

  root.append(
    h('div', { class: 'kit-top' }, h('h1', { class: 'kit-title' }, options.title), balance.node),
    reels.node,
    banner,
    winLine,
    h('div', { class: 'kit-row' }, stepper.node, h('div', { class: 'kit-links' }, autoCount, auto, spin)),
    extra,
    h(
      'div',
      { class: 'kit-links' },
      h('button', { type: 'button', onclick: options.paytable }, 'อัตราจ่าย'),
      h('button', { type: 'button', onclick: () => openHistoryPanel(client) }, KIT_TEXTS.history),
      h(
        'button',
        {
          type: 'button',
          'data-testid': 'fairness',
          onclick: () => openFairPanel(client, options.rule, fair),
        },
        KIT_TEXTS.fairness,
      ),
    ),
  )
  return { play, extra, stepper, reels }
}
