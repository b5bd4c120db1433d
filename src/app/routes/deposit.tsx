import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { MoneyTabs } from '../../components/ui/money-tabs'
import { ui } from '../../components/ui/plain'
import { PATHS } from '../../config/paths'
import type { AgentBank, AgentTrueMoney } from '../../contract/agent'
import type { PaymentAccount } from '../../contract/payment'
import { agentBankListAtom, agentTrueMoneyListAtom } from '../../features/agent/atoms'
import { modalOpenAtom } from '../../features/layout-ui/atoms'
import { DepositPanel } from '../../features/payment/components/deposit-panel'
import { PAYMENT_TEXT } from '../../features/payment/texts'
import { cancelPromotion } from '../../features/promotion/api'
import {
  depositPromotionsAtom,
  loadPromotionsAtom,
  pendingPromotionAtom,
} from '../../features/promotion/atoms'
import { promotionTerms } from '../../features/promotion/texts'
import { ResponsibleLink, ResponsibleOffer } from '../../features/responsible/components/offer'
import { WalletCards } from '../../features/wallet/components/wallet-cards'

/** The agent's accounts (agent state) as the deposit panel shows where money goes. */
const bankAccount = (b: AgentBank): PaymentAccount => ({
  bank_code: b.bank_code,
  bank_name: b.bank_name,
  account_no: b.account_no,
  account_name: b.account_name,
})
const trueMoneyAccount = (t: AgentTrueMoney): PaymentAccount => ({
  bank_code: null,
  bank_name: 'TrueMoney Wallet',
  account_no: t.phone,
  account_name: t.account_name,
})

/**
 * /member/deposit: wallets, the deposit channels and, for PromptPay, the amount and promotion. The
 * bank transfer's accounts and the TrueMoney wallet are the agent state's (agent/bank_accounts,
 * agent/true_money_accounts). Plain CSS: it runs no Chakra code (router row `plain`).
 */
export default function DepositPage() {
  const [, navigate] = useLocation()
  const loadPromotions = useSetAtom(loadPromotionsAtom)
  const promotions = useAtomValue(depositPromotionsAtom)
  const pending = useAtomValue(pendingPromotionAtom)
  const banks = useAtomValue(agentBankListAtom)
  const trueMoney = useAtomValue(agentTrueMoneyListAtom)
  const noticeOpen = useAtomValue(modalOpenAtom('deposit'))
  const setNoticeOpen = useSetAtom(modalOpenAtom('deposit'))
  // Leaving the page closes the dialog (an open modal keeps announcements from popping up).
  useEffect(() => () => setNoticeOpen(false), [setNoticeOpen])
  const options = promotions.map((p) => ({ id: p.id, title: p.title, terms: promotionTerms(p) }))
  // A promotion taken earlier waits for this deposit: preselected; declining it gives it up first,
  // otherwise the server would still apply it to a deposit made "without" a promotion.
  const beforeGenerate = async (promotionId: number | null) => {
    if (pending?.pending_id && promotionId !== pending.id) {
      await cancelPromotion(pending.pending_id)
      loadPromotions()
    }
  }
  return (
    <div className={ui.page}>
      <h1 className={ui.title}>{PAYMENT_TEXT.depositTitle}</h1>
      <MoneyTabs />
      <WalletCards />
      <DepositPanel
        promotions={options}
        initialPromotionId={pending?.id ?? null}
        beforeGenerate={beforeGenerate}
        noticeOpen={noticeOpen}
        onNoticeOpenChange={setNoticeOpen}
        bankAccounts={banks?.map(bankAccount) ?? null}
        trueMoneyAccounts={trueMoney?.map(trueMoneyAccount) ?? null}
        onGenerated={() => navigate(`~${PATHS.payment}`)}
      />
      <ResponsibleOffer />
      <ResponsibleLink />
    </div>
  )
}
