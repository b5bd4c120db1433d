import { useAtom } from 'jotai'
import { useState } from 'react'
import { Link } from 'wouter'
import { buttonClass, ui } from '../../../components/ui/plain'
import { PATHS } from '../../../config/paths'
import type { LottoBill, LottoRoundDetail } from '../../../contract/lotto'
import { expandHelper, type SlipHelper } from '../../../contract/lotto-rules'
import { slipLinesAtom } from '../atoms'
import { addLines, removeLine, setAllAmounts, setLineAmount, slipTotal } from '../slip'
import { type EntryMode, entryDigits, expandEntry, MODES_FOR_DIGITS } from '../slip-entry'
import { LOTTO_TEXT } from '../texts'
import { AmountInput } from './amount-input'
import { BetTypePicker } from './bet-type-picker'
import { BillDialog } from './bill-dialog'
import { NumberPad } from './number-pad'
import css from './slip.module.css'
import { SlipHelpers } from './slip-helpers'
import { SlipBar, SlipLines } from './slip-lines'
import { useBillFlow } from './use-bill-flow'

/**
 * The slip of an open round: bet types, the number pad with its helpers, the stake for all lines,
 * the lines (each with its rate, stake and payout), then "ตรวจสอบโพย" → the bill dialog → the bill.
 */
export function SlipEditor({
  round,
  onPlaced,
}: {
  round: LottoRoundDetail
  onPlaced: (bill: LottoBill) => void
}) {
  const offers = round.bet_types
  const [types, setTypes] = useState<string[]>(() => (offers[0] ? [offers[0].bet_type] : []))
  const [mode, setMode] = useState<EntryMode>('single')
  const [entry, setEntry] = useState('')
  const [stake, setStake] = useState(0)
  const [lines, setLines] = useAtom(slipLinesAtom)
  const flow = useBillFlow(round.id, onPlaced)

  const chosen = offers.filter((o) => types.includes(o.bet_type))
  const digits = chosen[0]?.digits ?? 0
  const need = digits ? entryDigits(mode, digits) : 0
  const add = (numbers: string[]) => setLines(addLines(lines, chosen, numbers, stake))

  const chooseTypes = (next: string[]) => {
    setTypes(next)
    setEntry('')
    const nextDigits = offers.find((o) => o.bet_type === next[0])?.digits ?? 0
    if (!(MODES_FOR_DIGITS[nextDigits] ?? []).includes(mode)) setMode('single')
  }
  const typeDigit = (d: string) => {
    const next = entry + d
    if (next.length < need) return setEntry(next)
    setEntry('')
    add(expandEntry(mode, next))
  }

  return (
    <div className={css.col}>
      <BetTypePicker offers={offers} selected={types} onChange={chooseTypes} />
      <SlipHelpers
        digits={digits}
        mode={mode}
        onMode={(m) => {
          setMode(m)
          setEntry('')
        }}
        onInstant={(h: SlipHelper) => add(expandHelper(h))}
      />
      <NumberPad
        value={entry}
        digits={need}
        onDigit={typeDigit}
        onDelete={() => setEntry(entry.slice(0, -1))}
        onClear={() => setEntry('')}
      />
      <div className={css.stakeRow}>
        <div className={css.col1}>
          <p className={ui.small}>{LOTTO_TEXT.stakeAll}</p>
          <AmountInput value={stake} onValue={setStake} label={LOTTO_TEXT.stakeAll} size="md" width="auto" />
        </div>
        <button
          type="button"
          className={buttonClass('outline')}
          disabled={!stake || lines.length === 0}
          onClick={() => setLines(setAllAmounts(lines, stake))}
        >
          {LOTTO_TEXT.applyAll}
        </button>
      </div>
      <SlipLines
        lines={lines}
        offers={offers}
        limited={round.limited}
        onAmount={(key, amount) => setLines(setLineAmount(lines, key, amount))}
        onRemove={(key) => setLines(removeLine(lines, key))}
      />
      {flow.error && !flow.dialog ? (
        <p role="alert" className={ui.error}>
          {flow.error}
        </p>
      ) : null}
      {flow.placed ? (
        <div className={css.placed} role="status">
          <p>{LOTTO_TEXT.placed(flow.placed.id)}</p>
          <Link href={`~${PATHS.lottoBills}`} className={buttonClass('outline', 'sm')}>
            {LOTTO_TEXT.seeBills}
          </Link>
        </div>
      ) : null}
      {flow.dialog ? (
        <BillDialog
          check={flow.dialog.check}
          lines={lines}
          stale={flow.isStale(lines)}
          busy={flow.busy}
          error={flow.error}
          onAmount={(key, amount) => setLines(setLineAmount(lines, key, amount))}
          onRemoveRefused={() => flow.removeRefused(lines, setLines)}
          onRecheck={() => void flow.check(lines)}
          onPlace={() => void flow.place(lines)}
          onClose={flow.close}
        />
      ) : null}
      <SlipBar
        count={lines.length}
        total={slipTotal(lines)}
        busy={flow.busy && !flow.dialog}
        onClear={() => setLines([])}
        onCheck={() => void flow.check(lines)}
      />
    </div>
  )
}
