import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { useAtomValue, useSetAtom } from 'jotai'
import { useLocation, useSearch } from 'wouter'
import { PATHS } from '../../config/paths'
import { refreshPointsAtom } from '../../features/points/atoms'
import { PointsBadge } from '../../features/points/components/points-badge'
import { refreshWalletsAtom } from '../../features/wallet/atoms'
import { WalletCards } from '../../features/wallet/components/wallet-cards'
import { refreshWheelAtom, wheelPrizeAtom } from '../../features/wheel/atoms'
import { MyPrizes } from '../../features/wheel/components/my-prizes'
import { SpinPanel } from '../../features/wheel/components/spin-panel'
import { WheelBoard } from '../../features/wheel/components/wheel-board'
import { WHEEL_TEXT } from '../../features/wheel/texts'
import { useClaim } from '../../features/wheel/use-claim'

/**
 * /member/wheel: tab 1 spins, tab 2 lists the member's prizes (claim, verify). The tab is in the
 * URL (`?tab=2`); claiming a prize (a point action) switches to tab 2 (spec §4).
 */
export default function WheelPage() {
  const search = useSearch()
  const [, navigate] = useLocation()
  const tab = new URLSearchParams(search).get('tab') === '2' ? 2 : 1
  const setTab = (t: 1 | 2) => navigate(t === 2 ? `${PATHS.wheel}?tab=2` : PATHS.wheel, { replace: true })
  const refreshWheel = useSetAtom(refreshWheelAtom)
  const refreshPoints = useSetAtom(refreshPointsAtom)
  const refreshWallets = useSetAtom(refreshWalletsAtom)
  const prize = useAtomValue(wheelPrizeAtom)
  const refreshAll = () => {
    refreshWheel()
    refreshPoints()
    void refreshWallets()
  }
  const claims = useClaim(refreshAll)
  return (
    <Stack gap="4" w="full" maxW="640px" mx="auto">
      <Heading as="h1" size="lg">
        {WHEEL_TEXT.title}
      </Heading>
      <PointsBadge />
      <Stack direction="row" gap="2" role="tablist">
        {([1, 2] as const).map((t) => (
          <Button
            key={t}
            role="tab"
            aria-selected={tab === t}
            variant={tab === t ? 'solid' : 'outline'}
            onClick={() => setTab(t)}
          >
            {t === 1 ? WHEEL_TEXT.tabWheel : WHEEL_TEXT.tabPrizes}
          </Button>
        ))}
      </Stack>
      {tab === 1 ? (
        <>
          <SpinPanel
            onLanded={refreshAll}
            onClaimPrize={() => {
              if (!prize) return
              setTab(2)
              void claims.claim(prize)
            }}
          />
          <WheelBoard />
        </>
      ) : (
        <MyPrizes claims={claims} />
      )}
      <WalletCards />
    </Stack>
  )
}
