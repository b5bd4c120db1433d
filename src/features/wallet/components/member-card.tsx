import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { CoinsIcon, WalletIcon } from '../../../components/ui/icons'
import { PATHS } from '../../../config/paths'
import { MAIN_WALLET_TYPE } from '../../../contract/ledger'
import { formatBaht } from '../../../lib/format'
import { pageWalletsAtom, totalBalanceAtom, walletsLoadedAtom } from '../atoms'
import { WALLET_TEXT } from '../texts'
import css from './member-card.module.css'

/**
 * The member home's card: the member's name, the total balance, each wallet, and large ฝากเงิน /
 * ถอนเงิน. At ฿0 (a new member) a first-deposit step leads to the deposit page. Plain CSS (the home
 * runs no Chakra); the balances are the header's query, reloaded as the card shows.
 */
export function MemberCard({ name }: { name: string }) {
  const wallets = useAtomValue(pageWalletsAtom)
  const loaded = useAtomValue(walletsLoadedAtom)
  const total = useAtomValue(totalBalanceAtom)
  const sorted = [...wallets].sort(
    (a, b) => Number(b.wallet_type_id === MAIN_WALLET_TYPE) - Number(a.wallet_type_id === MAIN_WALLET_TYPE),
  )
  return (
    <>
      <section className={css.card} aria-labelledby="member-card-name">
        <p className={css.hello}>
          {WALLET_TEXT.hello} <span id="member-card-name">{name}</span>
        </p>
        <p className={css.totalLabel}>{WALLET_TEXT.total}</p>
        <p className={css.total} data-testid="member-card-total">
          {loaded ? formatBaht(total) : '…'}
        </p>
        <ul className={css.wallets} aria-label={WALLET_TEXT.title}>
          {sorted.map((wallet) => (
            <li key={wallet.id}>
              <span>{wallet.wallet_name}</span>
              <b>{formatBaht(wallet.balance)}</b>
            </li>
          ))}
        </ul>
        <div className={css.actions}>
          <Link href={`~${PATHS.deposit}`} className={css.deposit}>
            <WalletIcon size={22} />
            {WALLET_TEXT.deposit}
          </Link>
          <Link href={`~${PATHS.withdraw}`} className={css.withdraw}>
            <CoinsIcon size={22} />
            {WALLET_TEXT.withdraw}
          </Link>
        </div>
      </section>
      {loaded && total === 0 ? <FirstDeposit /> : null}
    </>
  )
}

/** A new member's next step at ฿0: the first deposit, then a game. */
function FirstDeposit() {
  return (
    <section className={css.first} aria-labelledby="first-deposit-title">
      <h2 id="first-deposit-title">{WALLET_TEXT.firstDepositTitle}</h2>
      <ol className={css.steps}>
        <li className={css.done}>{WALLET_TEXT.stepRegistered}</li>
        <li className={css.current}>{WALLET_TEXT.stepDeposit}</li>
        <li>{WALLET_TEXT.stepPlay}</li>
      </ol>
      <Link href={`~${PATHS.deposit}`} className={css.firstButton}>
        {WALLET_TEXT.firstDeposit}
      </Link>
    </section>
  )
}
