import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { affiliateConfigQuery } from '../../features/affiliate/atoms'
import { CommissionList } from '../../features/affiliate/components/commission-list'
import { HistoryList } from '../../features/affiliate/components/history-list'
import { NetworkList } from '../../features/affiliate/components/network-list'
import { ReferralCard } from '../../features/affiliate/components/referral-card'
import { SummaryCards } from '../../features/affiliate/components/summary-cards'
import { AFFILIATE_TEXT } from '../../features/affiliate/texts'
import { userInfoAtom } from '../../features/auth/atoms'
import { refreshWalletsAtom } from '../../features/wallet/atoms'

/**
 * /affiliate: the member's referral link and QR, commission (today, month, withdrawable), per day and
 * level, the history of days and moves to the wallet, network.
 */
export default function AffiliatePage() {
  const user = useAtomValue(userInfoAtom)
  const { data: config } = useAtomValue(affiliateConfigQuery)
  const refreshWallets = useSetAtom(refreshWalletsAtom)
  return (
    <Stack gap="4" w="full" maxW="720px" mx="auto">
      <Heading as="h1" size="lg">
        {AFFILIATE_TEXT.title}
      </Heading>
      {config && !config.enabled ? <Text color="fg.muted">{AFFILIATE_TEXT.notOpen}</Text> : null}
      {config?.enabled ? (
        <Stack gap="1" fontSize="sm">
          <Text>
            {AFFILIATE_TEXT.intro(
              config.base === 'net_loss' ? AFFILIATE_TEXT.baseLoss : AFFILIATE_TEXT.baseTurnover,
            )}
          </Text>
          <Text color="fg.muted">
            {config.levels.map((l) => AFFILIATE_TEXT.levelRate(l.level, l.rate)).join(' · ')}
          </Text>
        </Stack>
      ) : null}
      {user ? <ReferralCard refCode={user.ref_code} /> : null}
      <SummaryCards onRedeemed={() => void refreshWallets()} />
      <CommissionList />
      <HistoryList />
      <NetworkList />
    </Stack>
  )
}
