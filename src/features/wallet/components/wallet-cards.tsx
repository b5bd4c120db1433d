import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { MAIN_WALLET_TYPE } from '../../../contract/ledger'
import type { Wallet } from '../../../contract/wallet'
import { formatBaht } from '../../../lib/format'
import { pageWalletsAtom, refreshWalletsAtom, walletsLoadedAtom, walletsLoadingAtom } from '../atoms'
import { WALLET_TEXT } from '../texts'

function WalletCard({ wallet }: { wallet: Wallet }) {
  const main = wallet.wallet_type_id === MAIN_WALLET_TYPE
  return (
    <Box
      as="li"
      listStyleType="none"
      rounded="lg"
      px="4"
      py="3"
      bg={main ? 'gold.subtle' : 'bg.panel'}
      borderWidth="1px"
      borderColor={main ? 'gold.500' : 'border'}
      aria-label={wallet.wallet_name}
    >
      <Text fontSize="sm" color="fg.muted">
        {wallet.wallet_name} · {main ? WALLET_TEXT.main : WALLET_TEXT.bonus}
      </Text>
      <Text fontSize="xl" fontWeight="bold" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatBaht(wallet.balance)}
      </Text>
    </Box>
  )
}

/**
 * The member's wallets (main first), from the same atom as the header's total; refreshing here
 * updates the header too. Showing them reloads them, so a member page always shows fresh balances.
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
    <Box as="section" aria-label={WALLET_TEXT.title}>
      <HStack justify="space-between" mb="2">
        <Text fontWeight="semibold">{WALLET_TEXT.title}</Text>
        <Button
          size="xs"
          variant="ghost"
          onClick={() => void refresh()}
          disabled={loading}
          aria-busy={loading}
        >
          {WALLET_TEXT.refresh}
        </Button>
      </HStack>
      {!loaded ? (
        <Text role="status">{WALLET_TEXT.loading}</Text>
      ) : sorted.length === 0 ? (
        <Text>{WALLET_TEXT.empty}</Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="2" m="0" p="0">
          {sorted.map((w) => (
            <WalletCard key={w.id} wallet={w} />
          ))}
        </SimpleGrid>
      )}
    </Box>
  )
}
