import type { AgentBank, AgentTrueMoney } from '../../../src/contract/agent'
import type { PaymentAccount, PaymentChannel, PaymentOrder } from '../../../src/contract/payment'
import type { Promotion } from '../../../src/contract/promotion'

/** Deposit channels, accounts, orders and a promotion, typed by the contract (a drift fails tsc). */
export const PROMPTPAY: PaymentChannel = {
  id: 2,
  type: 'promptpay',
  name: 'QR พร้อมเพย์',
  min_amount: 100,
  max_amount: 100000,
  quick_amounts: [100, 300, 500, 1000],
  qr: true,
  sub_channels: [{ id: 21, name: 'พร้อมเพย์' }],
}
export const BANK: PaymentChannel = {
  id: 1,
  type: 'bank',
  name: 'โอนผ่านธนาคาร',
  min_amount: 100,
  max_amount: 100000,
  quick_amounts: [],
  qr: false,
  sub_channels: [],
}
export const TRUEMONEY: PaymentChannel = { ...BANK, id: 3, type: 'truemoney', name: 'TrueMoney Wallet' }
export const CHANNELS = [BANK, PROMPTPAY, TRUEMONEY]

export const BANK_ACCOUNTS: PaymentAccount[] = [
  { bank_code: '014', bank_name: 'ไทยพาณิชย์', account_no: '123-4-56789-0', account_name: 'บจก. บีดับบลิว' },
]
export const TRUEMONEY_ACCOUNTS: PaymentAccount[] = [
  { bank_code: null, bank_name: 'TrueMoney Wallet', account_no: '0812345678', account_name: 'บีดับบลิว' },
]
/** The PromptPay receiver as member/payment/info gives it (the id masked). */
export const PROMPTPAY_ACCOUNTS: PaymentAccount[] = [
  { bank_code: null, bank_name: 'พร้อมเพย์', account_no: 'XXXXXXXXX5678', account_name: 'บจก. บีดับบลิว' },
]
/** The agent's accounts (agent/bank_accounts, agent/true_money_accounts): the deposit page's source. */
export const AGENT_BANKS: AgentBank[] = [
  {
    id: 1,
    bank_code: '014',
    bank_name: 'ไทยพาณิชย์',
    account_no: '123-4-56789-0',
    account_name: 'บจก. บีดับบลิว',
  },
]
export const AGENT_TRUEMONEY: AgentTrueMoney[] = [{ id: 1, phone: '0812345678', account_name: 'บีดับบลิว' }]

export const PAYLOAD_500 =
  '00020101021229370016A000000677010111011300668123456785802TH5303764540650006304ABCD'

export function order(overrides: Partial<PaymentOrder> = {}): PaymentOrder {
  const now = Date.now()
  return {
    id: 41,
    channel_id: 2,
    sub_channel_id: 21,
    amount: 500,
    qr: PAYLOAD_500,
    account_name: 'บจก. บีดับบลิว',
    promotion_id: null,
    status: 'pending',
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + 15 * 60_000).toISOString(),
    paid_at: null,
    ...overrides,
  }
}

export const PROMOTION: Promotion = {
  id: 5,
  title: 'สมาชิกใหม่ รับโบนัส 50%',
  description: 'ฝากครั้งแรกรับโบนัส',
  image: null,
  bonus_percent: 50,
  min_deposit: 100,
  max_bonus: 500,
  frequency: 'once',
  turnover_multiple: 5,
  max_withdraw: 2000,
  starts_at: '2026-01-01T00:00:00.000Z',
  ends_at: null,
  can_take: true,
  reason: null,
}
