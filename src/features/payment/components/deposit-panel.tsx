import { useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { buttonClass, ui } from '../../../components/ui/plain'
import type { PaymentAccount, PaymentChannel, PaymentOrder } from '../../../contract/payment'
import { PAYMENT_TEXT } from '../texts'
import { usePaymentChannels, usePaymentInfo } from '../use-payment-data'
import { AccountCard } from './account-card'
import { ChannelPicker } from './channel-picker'
import css from './deposit.module.css'
import { DepositNoticeDialog } from './deposit-notice-dialog'
import { PendingOrderNotice } from './pending-order-notice'
import type { PromotionOption } from './promotion-choice'
import { PromptPayForm } from './promptpay-form'
import { ReceiverCard } from './receiver-card'

export interface DepositPanelProps {
  promotions: PromotionOption[]
  onGenerated: (order: PaymentOrder) => void
  /** See PromptPayForm. */
  initialPromotionId?: number | null
  beforeGenerate?: (promotionId: number | null) => Promise<void>
  /** The deposit notice dialog (interface state 'deposit' of the spec, held by the page). */
  noticeOpen: boolean
  onNoticeOpenChange: (open: boolean) => void
  /** The agent's bank accounts (agent state's agentBank, agent/bank_accounts); null while loading. */
  bankAccounts: PaymentAccount[] | null
  /** The agent's TrueMoney wallets (agentTrueMoney, agent/true_money_accounts); null while loading. */
  trueMoneyAccounts: PaymentAccount[] | null
}

/** The chosen channel lives in the URL (`?channel=`); without one, the PromptPay QR channel. */
function useSelectedChannel(channels: PaymentChannel[] | null) {
  const search = useSearch()
  const [location, navigate] = useLocation()
  const wanted = Number(new URLSearchParams(search).get('channel'))
  const selected =
    channels?.find((c) => c.id === wanted) ?? channels?.find((c) => c.qr) ?? channels?.[0] ?? null
  const select = (c: PaymentChannel) => navigate(`${location}?channel=${c.id}`, { replace: true })
  return [selected, select] as const
}

/**
 * /member/deposit: channels, then the bank accounts (dialog), the PromptPay form with its receiver
 * (member/payment/info of the channel) or TrueMoney. The agent's accounts come in as props: the page
 * takes them from the agent state (this feature never imports features/agent).
 */
export function DepositPanel({
  promotions,
  onGenerated,
  initialPromotionId,
  beforeGenerate,
  noticeOpen,
  onNoticeOpenChange: setNoticeOpen,
  bankAccounts,
  trueMoneyAccounts,
}: DepositPanelProps) {
  const channels = usePaymentChannels()
  const [selected, select] = useSelectedChannel(channels)
  const info = usePaymentInfo(selected?.qr ? selected.id : null)
  // Opening the bank channel (also from a link with ?channel=) shows its accounts at once.
  const bankSelected = selected?.type === 'bank'
  useEffect(() => setNoticeOpen(bankSelected), [bankSelected, setNoticeOpen])

  // Until the channels come, their room is kept (nothing below moves when they arrive).
  if (channels === null)
    return (
      <p role="status" className={`${ui.text} ${css.waiting}`}>
        {PAYMENT_TEXT.loadingChannels}
      </p>
    )
  if (!selected) return <p className={ui.text}>{PAYMENT_TEXT.noChannels}</p>
  return (
    <div className={css.stack4}>
      <PendingOrderNotice />
      <ChannelPicker
        channels={channels}
        selectedId={selected.id}
        onSelect={(c) => {
          select(c)
          if (c.type === 'bank') setNoticeOpen(true)
        }}
      />
      {/* While member/payment/info answers, the receiver's box keeps its place (empty). */}
      {selected.qr && (!info || info.accounts[0]) ? (
        <ReceiverCard account={info?.accounts[0] ?? null} />
      ) : null}
      {selected.qr ? (
        <PromptPayForm
          key={selected.id}
          channel={selected}
          promotions={promotions}
          onGenerated={onGenerated}
          initialPromotionId={initialPromotionId}
          beforeGenerate={beforeGenerate}
        />
      ) : selected.type === 'bank' ? (
        <>
          <button type="button" className={buttonClass('outline')} onClick={() => setNoticeOpen(true)}>
            {PAYMENT_TEXT.noticeTitle}
          </button>
          <DepositNoticeDialog
            open={noticeOpen}
            onClose={() => setNoticeOpen(false)}
            accounts={bankAccounts}
          />
        </>
      ) : (
        <div className={css.stack2}>
          <p className={ui.smallMuted}>{PAYMENT_TEXT.trueMoneyHint}</p>
          {trueMoneyAccounts?.length === 0 ? <p className={ui.text}>{PAYMENT_TEXT.noTrueMoney}</p> : null}
          <ul className={css.stack2}>
            {(trueMoneyAccounts ?? []).map((a) => (
              <AccountCard
                key={a.account_no}
                account={a}
                numberLabel={PAYMENT_TEXT.trueMoneyPhone}
                copyLabel={PAYMENT_TEXT.copyPhone}
              />
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
