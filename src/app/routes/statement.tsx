import { MoneyTabs } from '../../components/ui/money-tabs'
import { ui } from '../../components/ui/plain'
import { StatementPanel } from '../../features/statement/components/statement-panel'
import { STATEMENT_TEXT } from '../../features/statement/texts'

/** /member/statement: the member's ledger entries, newest first, with type and date filters. Plain CSS (router row `plain`). */
export default function StatementPage() {
  return (
    <div className={`${ui.page} ${ui.narrow}`}>
      <h1 className={ui.title}>{STATEMENT_TEXT.title}</h1>
      <MoneyTabs />
      <StatementPanel />
    </div>
  )
}
