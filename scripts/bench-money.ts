/**
 * Money part of `npm run bench:api`: a deposit-confirm / withdraw cycle under load (HTTP, like the
 * site and the operator) and the ledger invariants checked on the server's own database afterwards.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../server/db/open'

interface Envelope {
  error: number
  message?: string
  data?: Record<string, unknown> & { id?: number }
  access_token?: string
}

async function call(base: string, method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (token) headers.authorization = `Bearer ${token}`
  if (method === 'POST' && token) headers['idempotency-key'] = randomUUID()
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await response.json()) as Envelope
}

/** The operator token the bench's server is configured with (the confirm and decide steps send it). */
export const BENCH_OPERATOR_TOKEN = 'bench-operator-token-0123456789abcdef'

/** Registers `count` members (two at a time: registration hashes with the production scrypt cost). */
export async function registerMembers(base: string, count: number, tag: string): Promise<string[]> {
  const tokens: string[] = []
  for (let i = 0; i < count; i += 2) {
    const batch = Array.from({ length: Math.min(2, count - i) }, async (_, j) => {
      const n = String(i + j).padStart(7, '0')
      const reply = await call(base, 'POST', '/register', {
        phone: `08${tag}${n}`,
        password: 'bench passphrase 1',
        bank_code: '014',
        bank_account_no: `77${tag}${n}`,
        bank_account_name: 'ทดสอบ โหลด',
        accept_age: true,
      })
      if (reply.error !== 0 || !reply.access_token) throw new Error(`register failed: ${reply.message}`)
      return reply.access_token
    })
    tokens.push(...(await Promise.all(batch)))
  }
  return tokens
}

/**
 * One worker per member for `seconds`: generate_qr 500 -> operator confirm -> withdraw 300 -> operator
 * approve (the first 4 of each member, inside the 5-a-day limit) or reject (credited back). Every
 * step must succeed; answers the cycle rate and latency.
 */
export async function moneyCycles(base: string, tokens: string[], seconds: number) {
  const channels = await call(base, 'GET', '/member/payment/channels', undefined, tokens[0])
  const promptpay = (channels.data as unknown as { id: number; type: string }[]).find(
    (c) => c.type === 'promptpay',
  )
  if (!promptpay) throw new Error('no PromptPay channel')
  const deadline = performance.now() + seconds * 1000
  const latencies: number[] = []
  let failures = 0
  let approved = 0
  let rejected = 0
  const expect = (reply: Envelope, step: string) => {
    if (reply.error !== 0) throw new Error(`${step}: ${reply.message}`)
    return reply.data as { id: number }
  }
  await Promise.all(
    tokens.map(async (token) => {
      let done = 0
      while (performance.now() < deadline) {
        const started = performance.now()
        try {
          const order = expect(
            await call(
              base,
              'POST',
              '/member/payment/generate_qr',
              { channel_id: promptpay.id, amount: 500 },
              token,
            ),
            'generate_qr',
          )
          expect(
            await call(
              base,
              'POST',
              '/operator/payment/confirm',
              { order_id: order.id },
              BENCH_OPERATOR_TOKEN,
            ),
            'confirm',
          )
          const withdrawal = expect(
            await call(base, 'POST', '/member/withdraw', { amount: 300 }, token),
            'withdraw',
          )
          const approve = done < 4
          expect(
            await call(
              base,
              'POST',
              `/operator/withdraw/${approve ? 'approve' : 'reject'}`,
              { withdraw_id: withdrawal.id },
              BENCH_OPERATOR_TOKEN,
            ),
            'decide',
          )
          if (approve) approved++
          else rejected++
          done++
          latencies.push(performance.now() - started)
        } catch (error) {
          failures++
          if (failures <= 3) console.log(`  cycle failed: ${(error as Error).message}`)
        }
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  const avg = latencies.reduce((s, l) => s + l, 0) / Math.max(1, latencies.length)
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0
  return {
    cycles: latencies.length,
    perSecond: latencies.length / seconds,
    avg,
    p99,
    failures,
    approved,
    rejected,
  }
}

async function rows(db: Db, query: ReturnType<typeof sql>) {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
}

/** The ledger invariants of docs/money.md; answers the broken ones (empty = all hold). */
export async function ledgerProblems(db: Db): Promise<string[]> {
  const checks: [string, ReturnType<typeof sql>][] = [
    [
      'transactions whose entries do not sum to zero',
      sql`select transaction_id from ledger_entries group by transaction_id having sum(amount_satang) <> 0`,
    ],
    ['wallets below zero', sql`select id from wallets where balance_satang < 0`],
    [
      'wallets whose balance differs from their entries',
      sql`select w.id from wallets w left join ledger_entries e on e.wallet_id = w.id
          group by w.id having w.balance_satang <> coalesce(sum(e.amount_satang), 0)`,
    ],
    [
      'transactions with fewer than two entries',
      sql`select transaction_id from ledger_entries group by transaction_id having count(*) < 2`,
    ],
    [
      'ledger rows naming a transaction, wallet, house account or member that does not exist',
      sql`select e.id from ledger_entries e
          left join ledger_transactions t on t.id = e.transaction_id
          left join wallets w on w.id = e.wallet_id
          left join house_accounts h on h.id = e.house_account_id
          where t.id is null or (e.wallet_id is not null and w.id is null)
            or (e.house_account_id is not null and h.id is null)
          union all
          select t.id from ledger_transactions t left join members m on m.id = t.member_id
          where t.member_id is not null and m.id is null`,
    ],
    [
      'orders not credited exactly once when paid (or credited when not)',
      sql`select o.id from payment_orders o
          left join ledger_transactions t on t.kind = 'deposit' and t.reference = 'payment_order:' || o.id
          group by o.id, o.status having count(t.id) <> case when o.status = 'paid' then 1 else 0 end`,
    ],
    [
      'withdrawals not held once, or credited back other than once when failed',
      sql`select w.id from withdrawals w
          left join ledger_transactions t on t.reference = 'withdrawal:' || w.id
          group by w.id, w.status
          having count(*) filter (where t.kind = 'withdraw') <> 1
              or count(*) filter (where t.kind = 'withdraw_refund') <> case when w.status = 'failed' then 1 else 0 end
              or count(*) filter (where t.kind = 'withdraw_paid') <> case when w.status = 'success' then 1 else 0 end`,
    ],
    [
      'seamless-wallet money calls posted more than once',
      sql`select reference from ledger_transactions where reference like 'game:%' group by reference having count(*) > 1`,
    ],
    [
      'accepted seamless-wallet bets or wins without their ledger movement',
      sql`select g.id from game_transactions g left join ledger_transactions t on t.id = g.ledger_transaction_id
          where g.state in ('accepted', 'rolled_back') and g.kind <> 'rollback' and g.amount_satang > 0 and t.id is null`,
    ],
  ]
  const problems: string[] = []
  for (const [name, query] of checks) {
    const found = await rows(db, query)
    if (found.length > 0) problems.push(`${name}: ${found.length}`)
  }
  return problems
}
