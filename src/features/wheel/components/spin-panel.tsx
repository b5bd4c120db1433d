import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtom, useAtomValue } from 'jotai'
import { useRef, useState } from 'react'
import { Link } from 'wouter'
import { FormAlert } from '../../../components/form/form-alert'
import { PATHS } from '../../../config/paths'
import { newIdempotencyKey } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/api-errors'
import { spinWheel } from '../api'
import { wheelPrizeAtom, wheelSettingQueryAtom } from '../atoms'
import { stopAngle } from '../fairness'
import { WHEEL_TEXT } from '../texts'
import { WheelDisc } from './wheel-disc'

/** A client seed the member can read and keep: changes on every spin. */
const newClientSeed = () => newIdempotencyKey().slice(0, 8)

/**
 * The wheel and its spin button: the hash of the next seed is shown before the spin; the server
 * picks the segment; the wheel stops on it, then the prize shows and `onLanded` reloads balances.
 */
export function SpinPanel({ onLanded, onClaimPrize }: { onLanded: () => void; onClaimPrize: () => void }) {
  const { data: setting } = useAtomValue(wheelSettingQueryAtom)
  const [prize, setPrize] = useAtom(wheelPrizeAtom)
  const [rotation, setRotation] = useState(0)
  const [spinning, setSpinning] = useState(false)
  const [landed, setLanded] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const clientSeed = useRef(newClientSeed())
  if (!setting) return null

  const spin = async () => {
    setError(null)
    setLanded(false)
    setSpinning(true)
    try {
      const answer = await spinWheel(clientSeed.current, newIdempotencyKey())
      setPrize(answer.spin)
      setRotation((r) => stopAngle(answer.spin.segment_index, setting.segments.length, r))
    } catch (e) {
      setError(errorMessage(e))
      setSpinning(false)
    }
  }

  const stopped = () => {
    if (!spinning) return
    setSpinning(false)
    setLanded(true)
    clientSeed.current = newClientSeed()
    onLanded()
  }

  const free = setting.free_spins > 0
  return (
    <Stack gap="3" align="center">
      <WheelDisc segments={setting.segments} rotation={rotation} onStopped={stopped} />
      <Text fontSize="sm">{WHEEL_TEXT.freeSpins(setting.free_spins)}</Text>
      <Button size="lg" onClick={() => void spin()} loading={spinning} loadingText={WHEEL_TEXT.spinning}>
        {free ? WHEEL_TEXT.spinFree(setting.free_spins) : WHEEL_TEXT.spin(setting.cost_points)}
      </Button>
      <FormAlert message={error} />
      {!free ? (
        <Link
          href={`~${PATHS.redeem}`}
          style={{ textDecoration: 'underline', display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
        >
          {WHEEL_TEXT.buySpins}
        </Link>
      ) : null}
      {landed && prize ? (
        <Stack role="status" align="center" gap="2">
          <Text fontWeight="bold" color="gold.fg" fontSize="lg">
            {WHEEL_TEXT.won(prize.prize.label)}
          </Text>
          <Button onClick={onClaimPrize}>{WHEEL_TEXT.claim}</Button>
        </Stack>
      ) : null}
      <Stack gap="0" w="full" fontSize="xs" color="fg.muted" wordBreak="break-all">
        <Text>{WHEEL_TEXT.nextHash}</Text>
        <Text fontFamily="mono" data-testid="next-hash">
          {setting.next_hash}
        </Text>
        <Text>
          {WHEEL_TEXT.clientSeed}: <span data-testid="client-seed">{clientSeed.current}</span>
        </Text>
      </Stack>
    </Stack>
  )
}
