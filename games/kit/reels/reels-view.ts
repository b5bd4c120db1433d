import type { LineWin, Window } from '../../rules/reels'
import { PAYLINES, REELS, ROWS } from '../../rules/reels'
import { setSymbolArt, symbolArt } from '../art'
import { h } from '../dom'
import './reels.css'

/** Shows `symbol` in a cell (its drawing's `<use>` is repointed). */
const paint = (cell: HTMLElement, symbol: string) => {
  if (cell.firstElementChild) setSymbolArt(cell.firstElementChild, symbol)
  else cell.append(symbolArt(symbol))
}
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The 5×3 reels: shows windows, spins to a window the server decided, lights the winning lines. */
export function reelsView(initial: Window) {
  const cells: HTMLElement[][] = []
  const node = h('div', { class: 'reels', 'data-testid': 'reels' })
  for (let reel = 0; reel < REELS; reel++) {
    const column = h('div', { class: 'reel' })
    cells.push([])
    for (let row = 0; row < ROWS; row++) {
      const cell = h('div', { class: 'cell' }, symbolArt(initial[reel][row]))
      cells[reel].push(cell)
      column.append(cell)
    }
    node.append(column)
  }
  const show = (window: Window) => {
    window.forEach((column, reel) => {
      column.forEach((symbol, row) => {
        paint(cells[reel][row], symbol)
        cells[reel][row].dataset.symbol = symbol
      })
    })
  }
  const clear = () => {
    for (const cell of cells.flat()) cell.classList.remove('win', 'dim')
  }
  show(initial)
  return {
    node,
    show,
    clear,
    /** Blurs the reels through their strips, then stops them left to right on `final`. */
    async spin(final: Window, strips: readonly (readonly string[])[], ms = 650): Promise<void> {
      clear()
      node.classList.add('spinning')
      let turning = true
      const offsets = strips.map((strip) => Math.floor(Math.random() * strip.length))
      const stopped = new Array(REELS).fill(false)
      const blur = async () => {
        while (turning) {
          strips.forEach((strip, reel) => {
            if (stopped[reel]) return
            offsets[reel] = (offsets[reel] + 1) % strip.length
            for (let row = 0; row < ROWS; row++)
              paint(cells[reel][row], strip[(offsets[reel] + row) % strip.length])
          })
          await wait(55)
        }
      }
      const running = blur()
      for (let reel = 0; reel < REELS; reel++) {
        await wait(reel === 0 ? ms : ms / 4)
        stopped[reel] = true
        final[reel].forEach((symbol, row) => {
          paint(cells[reel][row], symbol)
          cells[reel][row].dataset.symbol = symbol
        })
      }
      turning = false
      await running
      node.classList.remove('spinning')
      show(final)
    },
    /** Lights the cells of each winning line (its first `count` reels), dims the rest. */
    highlight(wins: readonly LineWin[], extra: readonly [number, number][] = []) {
      clear()
      if (!wins.length && !extra.length) return
      for (const cell of cells.flat()) cell.classList.add('dim')
      for (const win of wins)
        for (let reel = 0; reel < win.count; reel++) {
          const cell = cells[reel][PAYLINES[win.line][reel]]
          cell.classList.remove('dim')
          cell.classList.add('win')
        }
      for (const [reel, row] of extra) {
        cells[reel][row].classList.remove('dim')
        cells[reel][row].classList.add('win')
      }
    },
  }
}
export type ReelsView = ReturnType<typeof reelsView>
