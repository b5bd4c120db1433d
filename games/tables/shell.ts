import type { GameClient } from '../kit/api'
import { balanceView } from '../kit/controls'
import { h, toast } from '../kit/dom'
import { type FairState, openFairPanel } from '../kit/fair-panel'
import { formatBaht } from '../kit/format'
import { openHistoryPanel } from '../kit/history-panel'
import { KIT_TEXTS } from '../kit/texts'
import type { RoundRule } from '../rules/rule'
import type { PlayAnswer, RoundView } from '../rules/wire'
import './tables.css'

export interface TableShellOptions<Input, Outcome> {
  title: string
  rule: RoundRule<Input, Outcome>
  /** Opens the game's rules and payout table. */
  rules: () => void
  /** One line about a round for the history panel. */
  describe: (round: RoundView<Input, Outcome>) => string
}

/**
 * The frame every table game shares (baccarat, Hi-Lo, fish): title, balance, links to the rules,
 * the "ตรวจสอบความยุติธรรม" panel and the history; `play` sends one round and keeps the balance
 * and the fairness state (the hash shown before the round) in step.
 */
export function tableShell<Input, Outcome>(
  client: GameClient<Input, Outcome>,
  root: HTMLElement,
  options: TableShellOptions<Input, Outcome>,
) {
  const balance = balanceView(client.session.demo)
  balance.set(client.session.balance)
  const fair: FairState<Input, Outcome> = { next: client.session.next, last: null }
  const link = (label: string, onclick: () => void, testid: string) =>
    h('button', { type: 'button', onclick, 'data-testid': testid }, label)
  root.append(
    h('header', { class: 'kit-top' }, h('h1', { class: 'kit-title' }, options.title), balance.node),
    h(
      'nav',
      { class: 'kit-links' },
      link('กติกาและอัตราจ่าย', options.rules, 'rules'),
      link(KIT_TEXTS.fairness, () => openFairPanel(client, options.rule, fair), 'fairness'),
      link(KIT_TEXTS.history, () => openHistoryPanel(client, options.describe), 'history'),
    ),
  )
  const message = h('p', { class: 'tb-message', 'data-testid': 'result', role: 'status' })
  return {
    balance,
    fair,
    message,
    /** Plays one round; null when refused (the Thai message is toasted). */
    async play(input: Input): Promise<PlayAnswer<Input, Outcome> | null> {
      const shownHash = fair.next.server_seed_hash
      try {
        const answer = await client.play(input)
        fair.last = { round: answer.round, shownHash }
        fair.next = answer.next
        balance.set(answer.balance)
        return answer
      } catch (error) {
        toast((error as Error).message)
        return null
      }
    },
    /** The round's result line: the win, or that nothing was won. */
    showResult(round: RoundView<Input, Outcome>, text: string) {
      // A win below the stake (a tie's partial return) is said plainly, never celebrated as a win.
      const won = round.win >= round.stake && round.win > 0
      message.textContent = won
        ? `${text} · ชนะ ${formatBaht(round.win)}`
        : round.win > 0
          ? `${text} · ได้คืน ${formatBaht(round.win)} (น้อยกว่ายอดเดิมพัน)`
          : `${text} · ไม่ได้รับรางวัล`
      message.className = `tb-message ${won ? 'kit-ok' : ''}`
      // The table (dice or cards) and this line are at the top, the bet button below the board: bring
      // the result into view, or a phone shows the member nothing after the tap.
      ;(message.parentElement ?? message).scrollIntoView({ block: 'nearest' })
    },
  }
}

/** The chip the member stakes with, from a game's chip values (baht). */
export function chipPicker(chips: readonly number[]) {
  let value = chips[0]
  const buttons = chips.map((chip) =>
    h(
      'button',
      {
        type: 'button',
        class: 'tb-chip',
        'aria-pressed': chip === value ? 'true' : 'false',
        onclick: () => {
          value = chip
          for (const [i, b] of buttons.entries())
            b.setAttribute('aria-pressed', chips[i] === value ? 'true' : 'false')
        },
      },
      chip >= 1000 ? `${chip / 1000}K` : String(chip),
    ),
  )
  return {
    node: h('div', { class: 'tb-chips', role: 'group', 'aria-label': 'ชิป' }, ...buttons),
    get value() {
      return value
    },
  }
}
