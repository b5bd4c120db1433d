import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useState } from 'react'
import { FormAlert } from '../../../components/form/form-alert'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { RecordItem, RecordList } from '../../../components/ui/record-list'
import { TurnoverBar } from '../../../components/ui/turnover-bar'
import type { WithdrawConfig } from '../../../contract/withdraw'
import { errorMessage } from '../../../lib/api-errors'
import { useIdempotencyKey } from '../../../lib/use-idempotency-key'
import { WITHDRAW_TEXT } from '../texts'

export type WithdrawLock = WithdrawConfig['locks'][number]

/** Gives up one active bonus; resolves once the server agreed (throws its Thai refusal). */
export type ForfeitBonus = (memberPromotionId: number, idempotencyKey: string) => Promise<unknown>

export interface WithdrawLocksProps {
  locks: WithdrawLock[]
  forfeit: ForfeitBonus
  /** Bonus credit left (the bonus wallet), said in the confirmation; null when unknown. */
  bonusLeft: number | null
  /** After a bonus was given up (the page reloads what it shows). */
  onForfeited: () => void
}

/**
 * Why part of the main wallet cannot be withdrawn now: each active bonus, the baht it holds back and
 * its turnover, with "สละโบนัส" behind a confirmation that says what is lost and what is unlocked.
 */
export function WithdrawLocks({ locks, forfeit, bonusLeft, onForfeited }: WithdrawLocksProps) {
  const idempotency = useIdempotencyKey()
  const [asking, setAsking] = useState<WithdrawLock | null>(null)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  if (locks.length === 0) return null

  const confirm = async () => {
    if (!asking || busy) return
    setBusy(true)
    try {
      const id = asking.member_promotion_id
      await idempotency.send({ forfeit: id }, (key) => forfeit(id, key))
      setRefusal(null)
      setAsking(null)
      onForfeited()
    } catch (error) {
      setRefusal(errorMessage(error))
      setAsking(null)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack as="section" gap="2" aria-label={WITHDRAW_TEXT.locksTitle}>
      <Heading as="h2" size="sm">
        {WITHDRAW_TEXT.locksTitle}
      </Heading>
      <RecordList label={WITHDRAW_TEXT.locksTitle}>
        {locks.map((lock) => (
          <RecordItem key={lock.member_promotion_id}>
            <Stack gap="1.5">
              <Text fontWeight="semibold">{lock.title}</Text>
              <Text fontSize="sm" color="gold.fg">
                {WITHDRAW_TEXT.lockHeld(lock.amount)}
              </Text>
              <Text fontSize="sm">{WITHDRAW_TEXT.turnover(lock.turnover.done, lock.turnover.required)}</Text>
              <TurnoverBar
                done={lock.turnover.done}
                required={lock.turnover.required}
                label={WITHDRAW_TEXT.turnover(lock.turnover.done, lock.turnover.required)}
              />
              <HStack justify="space-between" align="center" gap="2" pt="1">
                <Text fontSize="xs" color="fg.muted">
                  {WITHDRAW_TEXT.lockHint}
                </Text>
                <Button size="sm" variant="outline" flexShrink={0} onClick={() => setAsking(lock)}>
                  {WITHDRAW_TEXT.forfeit}
                </Button>
              </HStack>
            </Stack>
          </RecordItem>
        ))}
      </RecordList>
      <FormAlert message={refusal} />
      <ConfirmDialog
        open={asking !== null}
        title={WITHDRAW_TEXT.forfeitTitle}
        confirmLabel={WITHDRAW_TEXT.forfeitYes}
        cancelLabel={WITHDRAW_TEXT.forfeitNo}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
        busy={busy}
        danger
      >
        {asking ? (
          <Stack gap="2">
            <Text fontWeight="semibold">{asking.title}</Text>
            <Text>{WITHDRAW_TEXT.forfeitLoses(locks.length === 1 ? bonusLeft : null)}</Text>
            <Text>{WITHDRAW_TEXT.forfeitUnlocks(asking.amount)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {WITHDRAW_TEXT.forfeitFinal}
            </Text>
          </Stack>
        ) : null}
      </ConfirmDialog>
    </Stack>
  )
}
