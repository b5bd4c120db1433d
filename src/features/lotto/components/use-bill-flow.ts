import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import type { LottoBill } from '../../../contract/lotto'
import { acceptedVerdict } from '../../../contract/lotto-rules'
import { errorMessage } from '../../../lib/api-errors'
import { useIdempotencyKey } from '../../../lib/use-idempotency-key'
import { createBill } from '../api'
import { billCacheAtom, clearBillCacheAtom, clearSlipAtom, validateBillAtom } from '../atoms'
import { billLines, lineKey, type SlipLine } from '../slip'

/**
 * The slip's way to a bill: bill/validate (its answer cached with the input, shown in the bill
 * dialog), then bill/create with one Idempotency-Key per placing (a retry after a lost answer
 * reuses it), only for exactly the input the server checked.
 */
export function useBillFlow(roundId: number, onPlaced: (bill: LottoBill) => void) {
  const cache = useAtomValue(billCacheAtom)
  const validate = useSetAtom(validateBillAtom)
  const clearCache = useSetAtom(clearBillCacheAtom)
  const clearSlip = useSetAtom(clearSlipAtom)
  const idempotency = useIdempotencyKey()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [placed, setPlaced] = useState<LottoBill | null>(null)

  const dialog = open && cache && cache.roundId === roundId ? cache : null
  const isStale = (lines: readonly SlipLine[]) =>
    !cache || JSON.stringify(cache.input) !== JSON.stringify(billLines(lines))

  const check = async (lines: readonly SlipLine[]) => {
    if (busy || lines.length === 0) return
    setBusy(true)
    setError(null)
    setPlaced(null)
    try {
      await validate(roundId, billLines(lines))
      setOpen(true)
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  const place = async (lines: readonly SlipLine[]) => {
    if (busy || !cache || isStale(lines)) return
    const input = cache.input
    setBusy(true)
    setError(null)
    try {
      const bill = await idempotency.send({ roundId, input }, (key) => createBill(roundId, input, key))
      clearSlip()
      setOpen(false)
      setPlaced(bill)
      onPlaced(bill)
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  /** Drops the lines the server refused and checks the rest again (or closes when none is left). */
  const removeRefused = (lines: readonly SlipLine[], setLines: (next: SlipLine[]) => void) => {
    if (!cache) return
    const refused = new Set(
      cache.check.lines.filter((l) => !acceptedVerdict(l.verdict)).map((l) => lineKey(l.bet_type, l.number)),
    )
    const kept = lines.filter((l) => !refused.has(l.key))
    setLines(kept)
    if (kept.length) void check(kept)
    else close()
  }

  const close = () => {
    setOpen(false)
    setError(null)
  }

  return { dialog, busy, error, placed, isStale, check, place, removeRefused, close, clearCache }
}
