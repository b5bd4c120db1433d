import { bootGame } from '../kit/boot'
import { h } from '../kit/dom'
import { formatBaht } from '../kit/format'
import { openPaytable } from '../kit/reels/paytable-panel'
import { slotShell } from '../kit/reels/slot-shell'
import { SLOT_BET_STEPS } from '../rules/bets'
import {
  BUY_PRICE,
  FREE_MULTIPLIER,
  FREE_SPINS,
  FREESPIN_BASE,
  FREESPIN_BUY_RTP,
  FREESPIN_FREE,
  FREESPIN_RTP,
  type FreespinInput,
  type FreespinOutcome,
  freespinRule,
  SCATTER,
  SCATTER_PAYS,
} from '../rules/freespin'
import { LINES } from '../rules/reels'

const percent = (rtp: number) => `${(rtp * 100).toFixed(2)}%`
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

bootGame<FreespinInput, FreespinOutcome>('freespin', (client, root) => {
  const shell = slotShell(client, root, {
    title: 'ฟรีสปิน',
    rule: freespinRule,
    steps: SLOT_BET_STEPS,
    initial: FREESPIN_BASE.strips.map((strip) => strip.slice(0, 3)),
    input: (bet) => ({ bet, buy: false }),
    paytable: () =>
      openPaytable(
        FREESPIN_BASE.paytable,
        [`เล่นปกติ ${percent(FREESPIN_RTP)} และซื้อฟรีสปิน ${percent(FREESPIN_BUY_RTP)} คำนวณตรงจากแถบวงล้อ`],
        [
          { symbol: 'W', text: 'ไวลด์ แทนได้ทุกสัญลักษณ์ ยกเว้นสแกตเตอร์' },
          {
            symbol: 'F',
            text: `สแกตเตอร์ 3, 4, 5 วงล้อ จ่าย ${SCATTER_PAYS[3]}, ${SCATTER_PAYS[4]}, ${SCATTER_PAYS[5]} เท่าของเดิมพันรวม และได้ฟรีสปิน ${FREE_SPINS} ครั้ง`,
          },
          `ฟรีสปินใช้วงล้อพิเศษ ทุกรางวัลคูณ ${FREE_MULTIPLIER} และจ่ายรวมครั้งเดียวเมื่อฟรีสปินจบ`,
          `ซื้อฟรีสปิน ราคา ${BUY_PRICE} เท่าของเดิมพันรวม`,
        ],
      ),
    animate: async (answer, reels, banner) => {
      const { base, free } = answer.round.outcome
      if (base) {
        await reels.spin(base.window, FREESPIN_BASE.strips)
        const scatters = base.window.flatMap((column, reel) =>
          column.flatMap((symbol, row): [number, number][] => (symbol === SCATTER ? [[reel, row]] : [])),
        )
        reels.highlight(base.wins, base.scatters >= 3 ? scatters : [])
      }
      if (!free.length) return
      banner.textContent = `ได้ฟรีสปิน ${FREE_SPINS} ครั้ง!`
      await wait(base ? 1200 : 300)
      let total = 0
      for (const [i, spin] of free.entries()) {
        await reels.spin(spin.window, FREESPIN_FREE.strips, 350)
        reels.highlight(spin.wins)
        total += (answer.round.input.bet * FREE_MULTIPLIER * spin.units) / LINES
        banner.textContent = `ฟรีสปิน ${i + 1}/${FREE_SPINS} · รางวัลสะสม ${formatBaht(total)}`
        await wait(spin.wins.length ? 700 : 250)
      }
    },
  })
  const buy = h('button', { type: 'button', class: 'kit-primary', 'data-testid': 'buy' })
  const label = (bet: number) => {
    buy.textContent = `ซื้อฟรีสปิน ${formatBaht(bet * BUY_PRICE)}`
  }
  label(shell.stepper.value)
  shell.stepper.onChange(label)
  buy.addEventListener('click', () => void shell.play({ bet: shell.stepper.value, buy: true }))
  shell.extra.append(buy)
})
