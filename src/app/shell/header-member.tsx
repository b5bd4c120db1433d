import { useAtomValue, useSetAtom } from 'jotai'
import { Link } from 'wouter'
import { MenuIcon, RefreshIcon, WalletIcon } from '../../components/ui/icons'
import { buttonClass } from '../../components/ui/plain'
import { PATHS } from '../../config/paths'
import { modalOpenAtom } from '../../features/layout-ui/atoms'
import {
  refreshWalletsAtom,
  totalBalanceAtom,
  walletsLoadedAtom,
  walletsLoadingAtom,
} from '../../features/wallet/atoms'
import { formatBaht } from '../../lib/format'
import { TEXT } from '../texts'
import { IconButton } from './icon-button'
import css from './shell.module.css'

/** Member: wallet button → deposit, total balance, refresh (spins while loading), menu. */
export function HeaderMember() {
  const total = useAtomValue(totalBalanceAtom)
  const loaded = useAtomValue(walletsLoadedAtom)
  const loading = useAtomValue(walletsLoadingAtom)
  const refresh = useSetAtom(refreshWalletsAtom)
  const openMenu = useSetAtom(modalOpenAtom('menu'))
  return (
    <>
      <Link
        href={`~${PATHS.deposit}`}
        className={buttonClass('subtle', 'sm', css.control)}
        aria-label={TEXT.deposit}
      >
        <WalletIcon size={18} />
        <span className={css.depositLabel}>{TEXT.deposit}</span>
      </Link>
      <span title={TEXT.balance} className={css.balance}>
        {loaded ? formatBaht(total) : '…'}
      </span>
      <IconButton
        label={TEXT.refreshBalance}
        className={css.control}
        onClick={() => void refresh()}
        aria-busy={loading}
        disabled={loading}
      >
        <span className={loading ? css.spin : undefined}>
          <RefreshIcon size={18} />
        </span>
      </IconButton>
      <IconButton label={TEXT.menu} className={css.control} onClick={() => openMenu(true)}>
        <MenuIcon />
      </IconButton>
    </>
  )
}
