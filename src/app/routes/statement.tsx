import { MoneyTabs } from '../../components/ui/money-tabs'
import { StatementPanel } from '../../features/statement/components/statement-panel'
import { STATEMENT_TEXT } from '../../features/statement/texts'
import css from './money-page.module.css'

/** /member/statement: the member's ledger entries, newest first, with type and date filters. Plain CSS (router row `plain`). */
export default function StatementPage() {
  return (
    <div className={`${css.page} ${css.wide}`}>
      <h1 className={css.title}>{STATEMENT_TEXT.title}</h1>
      <MoneyTabs />
      <StatementPanel />
    </div>
  )
}
