import { useAtomValue, useSetAtom } from 'jotai'
import { buttonClass, ui } from '../../../components/ui/plain'
import { MAIN_WALLET_TYPE } from '../../../contract/ledger'
import type { Wallet } from '../../../contract/wallet'
import { formatBaht } from '../../../lib/format'
import { pageWalletsAtom, refreshWalletsAtom, walletsLoadedAtom, walletsLoadingAtom } from '../atoms'
import { WALLET_TEXT } from '../texts'
import css from './wallet-cards.module.css'

function WalletCard({ wallet }: { wallet: Wallet }) {
  const main = wallet.wallet_type_id === MAIN_WALLET_TYPE
  return (
    <li className={main ? `${css.card} ${css.main}` : css.card} aria-label={wallet.wallet_name}>
      <p className={ui.smallMuted}>
        {wallet.wallet_name} · {main ? WALLET_TEXT.main : WALLET_TEXT.bonus}
      </p>
      <p className={css.balance}>{formatBaht(wallet.balance)}</p>
    </li>
  )
}

/**
 * The member's wallets (main first), from the same atom as the header's total; refreshing here
 * updates the header too. Showing them reloads them, so a member page always shows fresh balances.
 * Plain CSS (the deposit page runs no Chakra code).
 */
export function WalletCards() {
  const wallets = useAtomValue(pageWalletsAtom)
  const loaded = useAtomValue(walletsLoadedAtom)
  const loading = useAtomValue(walletsLoadingAtom)
  const refresh = useSetAtom(refreshWalletsAtom)
  const sorted = [...wallets].sort(
    (a, b) => Number(b.wallet_type_id === MAIN_WALLET_TYPE) - Number(a.wallet_type_id === MAIN_WALLET_TYPE),
  )
  return (
    <section aria-label={WALLET_TEXT.title}>
      <div className={css.head}>
        <p className={ui.strong}>{WALLET_TEXT.title}</p>
        <button
          type="button"
          className={buttonClass('ghost', 'xs')}
          onClick={() => void refresh()}
          disabled={loading}
          aria-busy={loading}
        >
          {WALLET_TEXT.refresh}
        </button>
      </div>
      {!loaded ? (
        <p role="status" className={css.waiting}>
          {WALLET_TEXT.loading}
        </p>
      ) : sorted.length === 0 ? (
        <p className={css.waiting}>{WALLET_TEXT.empty}</p>
      ) : (
        <ul className={css.grid}>
          {sorted.map((w) => (
            <WalletCard key={w.id} wallet={w} />
          ))}
        </ul>
      )}
    </section>
  )
}
