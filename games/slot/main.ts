import { bootGame } from '../kit/boot'
import { openPaytable } from '../kit/reels/paytable-panel'
import { slotShell } from '../kit/reels/slot-shell'
import { SLOT_BET_STEPS } from '../rules/bets'
import { SLOT, SLOT_RTP, type SlotInput, type SlotOutcome, slotRule } from '../rules/slot'

const percent = (rtp: number) => `${(rtp * 100).toFixed(2)}%`

bootGame<SlotInput, SlotOutcome>('slot', (client, root) => {
  slotShell(client, root, {
    title: 'สล็อต',
    rule: slotRule,
    steps: SLOT_BET_STEPS,
    initial: SLOT.strips.map((strip) => strip.slice(0, 3)),
    input: (bet) => ({ bet }),
    paytable: () =>
      openPaytable(
        SLOT.paytable,
        [`${percent(SLOT_RTP)} คำนวณตรงจากแถบวงล้อ (ทุกตำแหน่งหยุดของวงล้อทั้ง 5)`],
        [{ symbol: 'W', text: 'ไวลด์ แทนได้ทุกสัญลักษณ์' }],
      ),
    animate: async (answer, reels) => {
      await reels.spin(answer.round.outcome.window, SLOT.strips)
      reels.highlight(answer.round.outcome.wins)
    },
  })
})
