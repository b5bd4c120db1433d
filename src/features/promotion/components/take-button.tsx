import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useState } from 'react'
import { FormAlert } from '../../../components/form/form-alert'
import type { Promotion } from '../../../contract/promotion'
import { errorMessage } from '../../../lib/api-errors'
import { useIdempotencyKey } from '../../../lib/use-idempotency-key'
import { takePromotion } from '../api'
import { PROMOTION_TEXT } from '../texts'

/**
 * Take (member, in the promotion dialog under the full terms): the button when the member can,
 * otherwise the server's Thai reason; pending says so.
 */
export function TakeButton({ promotion, onTaken }: { promotion: Promotion; onTaken: () => void }) {
  const idempotency = useIdempotencyKey()
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  if (promotion.pending_id || !promotion.can_take) return <TakeStatus promotion={promotion} />
  const take = async () => {
    const payload = { promotion_id: promotion.id }
    setBusy(true)
    try {
      await idempotency.send(payload, (key) => takePromotion(promotion.id, key))
      setRefusal(null)
      onTaken()
    } catch (error) {
      setRefusal(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack gap="2">
      <FormAlert message={refusal} />
      <Button onClick={take} loading={busy}>
        {PROMOTION_TEXT.confirmTake}
      </Button>
    </Stack>
  )
}

/** Why a member cannot take a promotion now: taken and waiting for a deposit, or the server's reason. */
export function TakeStatus({ promotion }: { promotion: Promotion }) {
  if (promotion.pending_id) {
    return (
      <Text role="status" color="fg.success" fontSize="sm">
        {PROMOTION_TEXT.taken}
      </Text>
    )
  }
  return promotion.reason ? (
    <Text fontSize="sm" color="fg.muted">
      {promotion.reason}
    </Text>
  ) : null
}
