import type { RoundView } from '../rules/wire'
import type { GameClient } from './api'
import { h, openPanel } from './dom'
import { formatBaht, formatTime } from './format'
import { KIT_TEXTS } from './texts'

/** The member's last rounds of this game (stake, win, time, round id), from the provider. */
export function openHistoryPanel<Input, Outcome>(
  client: GameClient<Input, Outcome>,
  describe: (round: RoundView<Input, Outcome>) => string = () => '',
): void {
  openPanel(KIT_TEXTS.history, async (body) => {
    body.append(h('p', { class: 'kit-muted' }, KIT_TEXTS.loading))
    try {
      const rounds = await client.history(30)
      body.replaceChildren(
        rounds.length
          ? h(
              'table',
              { class: 'kit-table' },
              h(
                'tr',
                {},
                h('th', {}, 'เวลา'),
                h('th', {}, KIT_TEXTS.bet),
                h('th', {}, KIT_TEXTS.win),
                h('th', {}, ''),
              ),
              ...rounds.map((r) =>
                h(
                  'tr',
                  { 'data-testid': 'history-row' },
                  h('td', {}, formatTime(r.created_at)),
                  h('td', {}, formatBaht(r.stake)),
                  h('td', {}, formatBaht(r.win)),
                  h('td', {}, describe(r)),
                ),
              ),
            )
          : h('p', { class: 'kit-muted' }, KIT_TEXTS.noRound),
      )
    } catch (error) {
      body.replaceChildren(h('p', { class: 'kit-bad' }, (error as Error).message))
    }
  })
}
