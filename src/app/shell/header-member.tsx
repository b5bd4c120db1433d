import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { useAtomValue, useSetAtom } from 'jotai'
import { Link } from 'wouter'
import { MenuIcon, RefreshIcon, WalletIcon } from '../../components/ui/icons'
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

/** Member: wallet button → deposit, total balance, refresh (spins while loading), menu. */
export function HeaderMember() {
  const total = useAtomValue(totalBalanceAtom)
  const loaded = useAtomValue(walletsLoadedAtom)
  const loading = useAtomValue(walletsLoadingAtom)
  const refresh = useSetAtom(refreshWalletsAtom)
  const openMenu = useSetAtom(modalOpenAtom('menu'))
  return (
    <>
      <Button asChild size="sm" variant="subtle" px="2">
        <Link href="~/member/deposit">
          <WalletIcon size={18} />
          <Box as="span" srOnly={{ base: true, sm: false }}>
            {TEXT.deposit}
          </Box>
        </Link>
      </Button>
      <Box
        as="span"
        title={TEXT.balance}
        fontWeight="semibold"
        color="gold.300"
        fontSize={{ base: 'sm', sm: 'md' }}
        minW="16"
        textAlign="end"
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {loaded ? formatBaht(total) : '…'}
      </Box>
      <IconButton
        label={TEXT.refreshBalance}
        onClick={() => void refresh()}
        aria-busy={loading}
        disabled={loading}
      >
        <Box as="span" display="inline-flex" animation={loading ? 'spin 0.8s linear infinite' : undefined}>
          <RefreshIcon size={18} />
        </Box>
      </IconButton>
      <IconButton label={TEXT.menu} onClick={() => openMenu(true)}>
        <MenuIcon />
      </IconButton>
    </>
  )
}
