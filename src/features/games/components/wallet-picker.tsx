import { Link } from 'wouter'
import { buttonClass } from '../../../components/ui/plain'
import { PATHS } from '../../../config/paths'
import { formatBaht } from '../../../lib/format'
import { GAME_TEXT } from '../texts'
import type { Wallet } from '../types'
import css from './sheet.module.css'

/**
 * 'กรุณาเลือกกระเป๋าเงิน' (spec section 2): the eligible wallets of this game, one button each; the
 * chosen one launches the game. None eligible: a way to deposit.
 */
export function WalletPicker({
  wallets,
  busy,
  onChoose,
}: {
  wallets: readonly Wallet[]
  busy: boolean
  onChoose: (wallet: Wallet) => void
}) {
  return (
    <section className={css.picker} aria-labelledby="wallet-picker-title">
      <h2 id="wallet-picker-title" className={css.pickerTitle}>
        {GAME_TEXT.walletPicker}
      </h2>
      {wallets.length === 0 ? (
        <>
          <p className={css.note}>{GAME_TEXT.noWallet}</p>
          <Link href={`~${PATHS.deposit}`} className={buttonClass('solid')}>
            {GAME_TEXT.deposit}
          </Link>
        </>
      ) : (
        <ul className={css.wallets}>
          {wallets.map((w) => (
            <li key={w.id}>
              <button type="button" className={css.wallet} disabled={busy} onClick={() => onChoose(w)}>
                <span>{w.wallet_name}</span>
                <span className={css.amount}>{formatBaht(w.balance)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
