import { Box } from '@chakra-ui/react/box'
import type { GamePlay } from '../../../contract/cashback'
import { formatBaht } from '../../../lib/format'
import { CASHBACK_TEXT } from '../texts'

/** How an offer's figure was computed: each game's stake, win, refund and net loss. */
export function GameBreakdown({ games }: { games: GamePlay[] }) {
  return (
    <Box as="table" w="full" fontSize="xs" textAlign="end" css={{ '& th, & td': { padding: '2px 4px' } }}>
      <thead>
        <tr>
          <Box as="th" textAlign="start">
            {CASHBACK_TEXT.game}
          </Box>
          <th>{CASHBACK_TEXT.stake}</th>
          <th>{CASHBACK_TEXT.win}</th>
          <th>{CASHBACK_TEXT.refund}</th>
          <th>{CASHBACK_TEXT.net}</th>
        </tr>
      </thead>
      <tbody>
        {games.map((g) => (
          <tr key={`${g.category}:${g.game}`}>
            <Box as="td" textAlign="start">
              {g.category_name} · {g.game}
            </Box>
            <td>{formatBaht(g.stake)}</td>
            <td>{formatBaht(g.win)}</td>
            <td>{formatBaht(g.refund)}</td>
            <td>{formatBaht(g.net_loss)}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  )
}
