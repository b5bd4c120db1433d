import { LINES, PAYLINES, type Paytable, REELS, ROWS } from '../../rules/reels'
import { SYMBOLS } from '../../rules/symbols'
import { symbolArt } from '../art'
import { h, openPanel } from '../dom'
import { KIT_TEXTS } from '../texts'

/** An extra rule of the paytable, optionally led by a symbol's drawing. */
export type PaytableNote = string | { symbol: string; text: string }

/** The paytable shown in the game: pays by symbol and count, the 20 lines, the stated RTP, extra rules. */
export function openPaytable(paytable: Paytable, rtpLines: string[], extra: PaytableNote[] = []): void {
  openPanel('อัตราจ่าย', (body) => {
    body.append(
      h(
        'p',
        { class: 'kit-muted' },
        `จ่ายตามไลน์จากซ้ายไปขวา ${LINES} ไลน์ ตัวคูณคือเท่าของเดิมพันต่อไลน์ (เดิมพันรวม ÷ ${LINES})`,
      ),
      h(
        'table',
        { class: 'kit-table paytable', 'data-testid': 'paytable' },
        h('tr', {}, h('th', {}, ''), h('th', {}, '×3'), h('th', {}, '×4'), h('th', {}, '×5')),
        ...Object.entries(paytable).map(([symbol, pays]) =>
          h(
            'tr',
            { title: SYMBOLS[symbol]?.name ?? symbol },
            h('td', { class: 'paytable-symbol' }, symbolArt(symbol)),
            ...pays.map((pay) => h('td', {}, String(pay))),
          ),
        ),
      ),
      ...extra.map((line) =>
        typeof line === 'string'
          ? h('p', {}, line)
          : h('p', { class: 'paytable-note' }, symbolArt(line.symbol), line.text),
      ),
      h('h3', {}, KIT_TEXTS.rtp),
      ...rtpLines.map((line) => h('p', { 'data-testid': 'rtp' }, line)),
      h('h3', {}, `ไลน์ทั้ง ${LINES} ไลน์`),
      h(
        'div',
        { class: 'paylines' },
        ...PAYLINES.map((rows) => {
          const grid = h('div', { class: 'payline' })
          for (let row = 0; row < ROWS; row++)
            for (let reel = 0; reel < REELS; reel++)
              grid.append(h('i', { class: rows[reel] === row ? 'on' : '' }))
          return grid
        }),
      ),
    )
  })
}
