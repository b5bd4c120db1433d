import { useState } from 'react'
import type { WheelSpin } from '../../contract/wheel'
import { errorMessage } from '../../lib/api-errors'
import { useIdempotencyKey } from '../../lib/use-idempotency-key'
import { claimWheelReward } from './api'
import { WHEEL_TEXT } from './texts'

/** Claims a spin's prize (wheel/reward) once; the message says where it went or why not. */
export function useClaim(onClaimed: () => void) {
  const idempotency = useIdempotencyKey()
  const [busyId, setBusyId] = useState<number | null>(null)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const claim = async (spin: WheelSpin): Promise<boolean> => {
    setBusyId(spin.id)
    setMessage(null)
    try {
      await idempotency.send({ spin: spin.id }, (key) => claimWheelReward(spin.id, key))
      setMessage({ ok: true, text: WHEEL_TEXT.claimedToast(spin.prize) })
      onClaimed()
      return true
    } catch (e) {
      setMessage({ ok: false, text: errorMessage(e) })
      return false
    } finally {
      setBusyId(null)
    }
  }
  return { claim, busyId, message }
}
