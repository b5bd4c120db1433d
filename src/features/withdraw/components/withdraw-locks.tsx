import { useState } from 'react'
import { FormAlert } from '../../../components/form/form-alert'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { buttonClass, ui } from '../../../components/ui/plain'
import { RecordItem, RecordList } from '../../../components/ui/record-list'
import { TurnoverBar } from '../../../components/ui/turnover-bar'
import type { WithdrawConfig } from '../../../contract/withdraw'
import { errorMessage } from '../../../lib/api-errors'
import { useIdempotencyKey } from '../../../lib/use-idempotency-key'
import { WITHDRAW_TEXT } from '../texts'
import css from './withdraw.module.css'

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
    <section className={css.col2} aria-label={WITHDRAW_TEXT.locksTitle}>
      <h2 className={ui.h3}>{WITHDRAW_TEXT.locksTitle}</h2>
      <RecordList label={WITHDRAW_TEXT.locksTitle}>
        {locks.map((lock) => (
          <RecordItem key={lock.member_promotion_id}>
            <div className={css.col15}>
              <p className={ui.strong}>{lock.title}</p>
              <p className={css.gold}>{WITHDRAW_TEXT.lockHeld(lock.amount)}</p>
              <p className={ui.small}>{WITHDRAW_TEXT.turnover(lock.turnover.done, lock.turnover.required)}</p>
              <TurnoverBar
                done={lock.turnover.done}
                required={lock.turnover.required}
                label={WITHDRAW_TEXT.turnover(lock.turnover.done, lock.turnover.required)}
              />
              <div className={`${css.between} ${css.lockFoot}`}>
                <p className={ui.xsMuted}>{WITHDRAW_TEXT.lockHint}</p>
                <button
                  type="button"
                  className={buttonClass('outline', 'sm')}
                  onClick={() => setAsking(lock)}
                >
                  {WITHDRAW_TEXT.forfeit}
                </button>
              </div>
            </div>
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
          <div className={css.col2}>
            <p className={ui.strong}>{asking.title}</p>
            <p className={ui.text}>{WITHDRAW_TEXT.forfeitLoses(locks.length === 1 ? bonusLeft : null)}</p>
            <p className={ui.text}>{WITHDRAW_TEXT.forfeitUnlocks(asking.amount)}</p>
            <p className={ui.smallMuted}>{WITHDRAW_TEXT.forfeitFinal}</p>
          </div>
        ) : null}
      </ConfirmDialog>
    </section>
  )
}
