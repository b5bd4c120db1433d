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

/** Take (member): the button when the member can, otherwise the server's Thai reason; pending says so. */
export function TakeButton({ promotion, onTaken }: { promotion: Promotion; onTaken: () => void }) {
  const idempotency = useIdempotencyKey()
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  if (promotion.pending_id) {
    return (
      <Text role="status" color="fg.success" fontSize="sm">
        {PROMOTION_TEXT.taken}
      </Text>
    )
  }
  if (!promotion.can_take) {
    return promotion.reason ? (
      <Text fontSize="sm" color="fg.muted">
        {promotion.reason}
      </Text>
    ) : null
  }
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
      <Button onClick={take} loading={busy} aria-label={`${PROMOTION_TEXT.take} ${promotion.title}`}>
        {PROMOTION_TEXT.take}
      </Button>
    </Stack>
  )
}
