import { h } from '../kit/dom'
import type { Winner } from '../rules/baccarat'

const MARK: Record<Winner, { text: string; cls: string; name: string }> = {
  player: { text: 'P', cls: 'bc-p', name: 'ผู้เล่นชนะ' },
  banker: { text: 'B', cls: 'bc-b', name: 'เจ้ามือชนะ' },
  tie: { text: 'T', cls: 'bc-t', name: 'เสมอ' },
}
const ROWS = 6
const COLUMNS = 12

/**
 * The bead plate (road) of the table's last rounds: one bead per coup, filled down columns of six,
 * oldest top-left; blue Player, red Banker, green Tie, with counts under it.
 */
export function beadPlate() {
  const grid = h('div', { class: 'bc-road', 'data-testid': 'road', 'aria-label': 'เบดเพลต ผลย้อนหลัง' })
  const counts = h('p', { class: 'kit-muted bc-counts' })
  let results: Winner[] = []
  const render = () => {
    const shown = results.slice(-ROWS * COLUMNS)
    grid.replaceChildren(
      ...Array.from({ length: ROWS * COLUMNS }, (_, i) => {
        // Column-major: cell i is row i % ROWS of column floor(i / ROWS).
        const cell = Math.floor(i % COLUMNS) * ROWS + Math.floor(i / COLUMNS)
        const winner = shown[cell]
        return winner
          ? h('span', { class: `bc-bead ${MARK[winner].cls}`, title: MARK[winner].name }, MARK[winner].text)
          : h('span', { class: 'bc-bead' })
      }),
    )
    const n = (w: Winner) => results.filter((r) => r === w).length
    counts.textContent = `ผู้เล่น ${n('player')} · เจ้ามือ ${n('banker')} · เสมอ ${n('tie')}`
  }
  render()
  return {
    node: h('section', {}, grid, counts),
    set(list: Winner[]) {
      results = list
      render()
    },
    add(winner: Winner) {
      results.push(winner)
      render()
    },
  }
}
