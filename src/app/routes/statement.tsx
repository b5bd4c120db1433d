import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { MoneyTabs } from '../../components/ui/money-tabs'
import { StatementPanel } from '../../features/statement/components/statement-panel'
import { STATEMENT_TEXT } from '../../features/statement/texts'

/** /member/statement: the member's ledger entries, newest first, with type and date filters. */
export default function StatementPage() {
  return (
    <Stack gap="4" w="full" maxW="720px" mx="auto">
      <Heading as="h1" size="lg">
        {STATEMENT_TEXT.title}
      </Heading>
      <MoneyTabs />
      <StatementPanel />
    </Stack>
  )
}
