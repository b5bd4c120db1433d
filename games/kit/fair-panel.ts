import type { RoundRule } from '../rules/rule'
import type { NextFair, RoundView } from '../rules/wire'
import type { GameClient } from './api'
import { verdictArt } from './art'
import { h, openPanel, toast } from './dom'
import { KIT_TEXTS } from './texts'
import { verifyRound } from './verify'

/** Shows the check's verdict: a drawn tick or cross, and the Thai sentence. */
export function showVerdict(verdict: HTMLElement, ok: boolean): void {
  verdict.replaceChildren(verdictArt(ok), ok ? KIT_TEXTS.verifyOk : KIT_TEXTS.verifyBad)
  verdict.className = `kit-verdict ${ok ? 'kit-ok' : 'kit-bad'}`
}

/** What the page knows about fairness: the commitment shown now, and the last round with the one shown before it. */
export interface FairState<Input, Outcome> {
  next: NextFair
  last: { round: RoundView<Input, Outcome>; shownHash: string } | null
}

const row = (label: string, value: string, testid?: string) =>
  h(
    'div',
    { class: 'kit-fair-row' },
    h('span', {}, label),
    h('code', testid ? { 'data-testid': testid } : {}, value),
  )

/** The "ตรวจสอบความยุติธรรม" panel: the next commitment, the client seed (editable), the last round's reveal and check. */
export function openFairPanel<Input, Outcome>(
  client: GameClient<Input, Outcome>,
  rule: RoundRule<Input, Outcome>,
  state: FairState<Input, Outcome>,
): void {
  openPanel(KIT_TEXTS.fairness, (body) => {
    const seedInput = h('input', {
      value: state.next.client_seed,
      maxlength: '64',
      'aria-label': KIT_TEXTS.clientSeed,
    })
    const save = h(
      'button',
      {
        type: 'button',
        onclick: async () => {
          const seed = seedInput.value.trim()
          if (!seed) return
          try {
            state.next = await client.setClientSeed(seed)
            toast(KIT_TEXTS.seedSaved, 'info')
          } catch (error) {
            toast((error as Error).message)
          }
        },
      },
      KIT_TEXTS.saveSeed,
    )
    body.append(
      h('p', { class: 'kit-muted' }, KIT_TEXTS.fairIntro),
      row(KIT_TEXTS.nextHash, state.next.server_seed_hash),
      h(
        'label',
        { class: 'kit-fair-row' },
        h('span', {}, KIT_TEXTS.clientSeed),
        h('div', { class: 'kit-seed' }, seedInput, save),
      ),
      row(KIT_TEXTS.nonce, String(state.next.nonce)),
      h('h3', {}, KIT_TEXTS.lastRound),
    )
    const last = state.last
    if (!last) {
      body.append(h('p', { class: 'kit-muted' }, KIT_TEXTS.noRound))
      return
    }
    const { fair } = last.round
    const verdict = h('p', { class: 'kit-verdict', 'data-testid': 'fair-verdict', role: 'status' })
    body.append(
      row('รหัสรอบ', last.round.round_id),
      row('แฮชที่แสดงก่อนเล่น', last.shownHash),
      row(KIT_TEXTS.serverSeed, fair.server_seed, 'server-seed'),
      row(KIT_TEXTS.clientSeed, fair.client_seed),
      row(KIT_TEXTS.nonce, String(fair.nonce)),
      h(
        'button',
        {
          type: 'button',
          class: 'kit-primary',
          onclick: async () => {
            const result = await verifyRound(rule, last.round, last.shownHash)
            showVerdict(verdict, result.ok)
          },
        },
        KIT_TEXTS.verify,
      ),
      verdict,
    )
  })
}
