import { Badge } from '@chakra-ui/react/badge'
import { useAtomValue } from 'jotai'
import { formatNumber } from '../../../lib/format'
import { pointsQueryAtom } from '../atoms'

export const POINTS_LABEL = 'พอยท์ของฉัน'
export const formatPoints = (points: number): string => `${formatNumber(points)} พอยท์`

/** The member's point balance, e.g. "พอยท์ของฉัน 1,200 พอยท์". */
export function PointsBadge() {
  const { data } = useAtomValue(pointsQueryAtom)
  return (
    <Badge size="lg" colorPalette="yellow" variant="solid" aria-label={POINTS_LABEL} data-testid="points">
      {POINTS_LABEL} {data === undefined ? '…' : formatPoints(data)}
    </Badge>
  )
}
