import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { ReturnProgram } from '../../../contract/cashback'
import { formatBaht } from '../../../lib/format'
import { CASHBACK_TEXT } from '../texts'

/** The programme's rates and terms, as a member reads them before playing. */
export function ProgramTerms({ program }: { program: ReturnProgram }) {
  const tierText = program.kind === 'turnover' ? CASHBACK_TEXT.turnoverFrom : CASHBACK_TEXT.tierFrom
  return (
    <Stack gap="1" fontSize="sm" data-testid={`terms-${program.kind}`}>
      <Stack as="ul" gap="0" ps="5" m="0">
        {program.tiers.map((t) => (
          <li key={t.from}>{tierText(formatBaht(t.from), String(t.rate))}</li>
        ))}
      </Stack>
      <Text color="fg.muted">
        {CASHBACK_TEXT.terms(formatBaht(program.min_amount), formatBaht(program.cap), program.claim_days)}{' '}
        {program.wallet_type_id === 1 ? CASHBACK_TEXT.walletMain : CASHBACK_TEXT.walletFree}
      </Text>
    </Stack>
  )
}
