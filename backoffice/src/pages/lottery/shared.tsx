import { Badge } from '@chakra-ui/react'
import { useAtomValue } from 'jotai'
import * as lotto from '../../../../src/contract/endpoints/lotto'
import { ROUND_STATUS_NAMES, type RoundStatus } from '../../../../src/contract/lotto-rules'
import { roleMayCall } from '../../../../src/contract/staff-roles'
import { staffAtom } from '../../session'

const STATUS_COLOR: Record<RoundStatus, string> = {
  open: 'green',
  closed: 'orange',
  resulted: 'blue',
  void: 'red',
}

/** A round's status as members read it; a closed round is the lottery staff's to-do (its result). */
export function RoundStatusBadge({ status }: { status: RoundStatus }) {
  return (
    <Badge colorPalette={STATUS_COLOR[status]} data-testid="bo-round-status">
      {status === 'closed' ? 'ปิดรับ รอกรอกผล' : ROUND_STATUS_NAMES[status]}
    </Badge>
  )
}

/** Whether the signed-in staff member may enter results and set เลขอั้น (the contract's grants). */
export function useMayRunLottery(): boolean {
  const staff = useAtomValue(staffAtom)
  return staff !== null && roleMayCall(staff.role, lotto.operatorLottoResult.roles ?? [])
}

/** Baht with the sign the house sees: what it keeps (+) or pays beyond the stakes (−). */
export const houseColor = (amount: number) => (amount < 0 ? 'red.600' : 'green.700')
