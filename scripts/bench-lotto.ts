/**
 * Lottery part of `npm run bench:api`: bill create (3 lines) under load over HTTP, one worker per
 * connection and member (each its own Idempotency-Key per bill; after a 1 s warm-up), then the settlement of one round
 * holding 100,000 lines, timed through the operator call (closing, result, settle). Targets
 * (issue 11, PostgreSQL): >= 800 bills/s with p99 < 100 ms at 20 connections; settlement < 10 s.
 */
import { randomUUID } from 'node:crypto'
import { type CostMeter, costLine } from './bench-cpu'
import { postJson } from './bench-http'
import { BENCH_OPERATOR_TOKEN, registerMembers } from './bench-money'

interface Envelope {
  error: number
  message?: string
  data?: unknown
  rounds?: { id: number; market: string; status: string }[]
}

async function call(base: string, method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (token) headers.authorization = `Bearer ${token}`
  if (method === 'POST' && token && !path.startsWith('/operator/')) headers['idempotency-key'] = randomUUID()
  if (method === 'POST')
    return (await postJson(`${base}/api${path}`, JSON.stringify(body ?? {}), headers)) as Envelope
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await response.json()) as Envelope
}

const must = (reply: Envelope, step: string) => {
  if (reply.error !== 0) throw new Error(`${step}: ${reply.message}`)
  return reply.data as Record<string, unknown>
}

const pad = (n: number, digits: number) => String(n).padStart(digits, '0')
const randomDigits = (digits: number) => pad(Math.floor(Math.random() * 10 ** digits), digits)

/** Deposits `baht` into each member's main wallet (QR order + operator confirm, as in production). */
export async function fund(base: string, tokens: string[], baht: number) {
  const channels = (await call(base, 'GET', '/member/payment/channels', undefined, tokens[0])).data as {
    id: number
    type: string
  }[]
  const promptpay = channels.find((c) => c.type === 'promptpay')
  if (!promptpay) throw new Error('no PromptPay channel')
  for (const token of tokens) {
    const order = must(
      await call(
        base,
        'POST',
        '/member/payment/generate_qr',
        { channel_id: promptpay.id, amount: baht },
        token,
      ),
      'generate_qr',
    )
    must(
      await call(base, 'POST', '/operator/payment/confirm', { order_id: order.id }, BENCH_OPERATOR_TOKEN),
      'confirm',
    )
  }
}

/** The open round of the first of these markets that has one (from the lobby). */
export async function openRound(base: string, ...markets: string[]): Promise<number> {
  const lobby = await call(base, 'GET', '/lotto/lobby?agent_id=3')
  for (const market of markets) {
    const round = lobby.rounds?.find((r) => r.market === market && r.status === 'open')
    if (round) return round.id
  }
  throw new Error(`no open round of ${markets.join(', ')}`)
}

/**
 * The stock markets (results of three top digits and two bottom ones, as the settlement run posts),
 * SET first: SET's round closes at 16:10 Bangkok time, Dow Jones's the next night at 01:30.
 */
const STOCK_MARKETS = [
  'set',
  'dowjones',
  'nikkei_am',
  'china_am',
  'hangseng_am',
  'nikkei_pm',
  'china_pm',
  'hangseng_pm',
]

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]

/** One worker per member for `seconds`, each creating 3-line bills back to back. */
async function billLoad(base: string, tokens: string[], roundId: number, seconds: number, meter?: CostMeter) {
  await meter?.start()
  const deadline = performance.now() + seconds * 1000
  const latencies: number[] = []
  let failures = 0
  let firstFailure = ''
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < deadline) {
        const lines = [
          { bet_type: '3top', number: randomDigits(3), amount: 1 },
          { bet_type: '2top', number: randomDigits(2), amount: 1 },
          { bet_type: '2bottom', number: randomDigits(2), amount: 1 },
        ]
        const started = performance.now()
        const reply = await call(
          base,
          'POST',
          '/lotto/bill/create',
          { agent_id: 3, round_id: roundId, lines },
          token,
        )
        latencies.push(performance.now() - started)
        if (reply.error !== 0) {
          failures++
          firstFailure ||= reply.message ?? String(reply.error)
        }
      }
    }),
  )
  const cost = await meter?.stop(latencies.length - failures)
  latencies.sort((a, b) => a - b)
  return {
    cost,
    bills: latencies.length - failures,
    perSecond: (latencies.length - failures) / seconds,
    avg: latencies.reduce((s, l) => s + l, 0) / Math.max(1, latencies.length),
    p99: percentile(latencies, 0.99) ?? 0,
    failures,
    firstFailure,
  }
}

/** Fills a round with `lines` lines (50-line bills from every member at once), then times its settlement. */
async function settlementRun(base: string, tokens: string[], roundId: number, lines: number) {
  const perBill = 50
  let made = 0
  const filling = performance.now()
  await Promise.all(
    tokens.map(async (token, worker) => {
      for (let bill = worker; bill * perBill < lines; bill += tokens.length) {
        const slip = Array.from({ length: perBill }, (_, i) =>
          i % 2 === 0
            ? { bet_type: '2top', number: randomDigits(2), amount: 1 }
            : { bet_type: '3top', number: randomDigits(3), amount: 1 },
        )
        must(
          await call(
            base,
            'POST',
            '/lotto/bill/create',
            { agent_id: 3, round_id: roundId, lines: slip },
            token,
          ),
          'bill',
        )
        made += perBill
      }
    }),
  )
  const fillSeconds = (performance.now() - filling) / 1000
  must(
    await call(
      base,
      'POST',
      '/operator/lotto/round/times',
      { round_id: roundId, close_at: new Date().toISOString() },
      BENCH_OPERATOR_TOKEN,
    ),
    'close',
  )
  must(
    await call(
      base,
      'POST',
      '/operator/lotto/result',
      { round_id: roundId, top3: randomDigits(3), bottom2: randomDigits(2) },
      BENCH_OPERATOR_TOKEN,
    ),
    'result',
  )
  const started = performance.now()
  const settled = must(
    await call(base, 'POST', '/operator/lotto/settle', { round_id: roundId }, BENCH_OPERATOR_TOKEN),
    'settle',
  ) as { settled: number; won: number; paid: number; waiting: number }
  return { lines: made, fillSeconds, seconds: (performance.now() - started) / 1000, ...settled }
}

/** Runs both lottery benches against a server; answers whether the targets were met (printed). */
export async function benchLotto(
  label: string,
  base: string,
  tag: string,
  seconds: number,
  settleLines: number,
  targets: boolean,
  meter?: CostMeter,
) {
  const tokens = await registerMembers(base, 20, tag)
  await fund(base, tokens, 30_000)
  const hanoi = await openRound(base, 'hanoi')
  // Unmeasured first, as in the games bench: the figures are a warm server's.
  await billLoad(base, tokens, hanoi, 1)
  const bills = await billLoad(base, tokens, hanoi, seconds, meter)
  const billsOk = bills.failures === 0 && (!targets || (bills.perSecond >= 800 && bills.p99 < 100))
  console.log(
    `${`[${label}] POST /api/lotto/bill/create (3 lines)`.padEnd(44)} ${bills.perSecond.toFixed(0).padStart(7)} bills/s  latency avg ${bills.avg.toFixed(1)} ms, p99 ${bills.p99.toFixed(1)} ms  (20 connections, ${bills.bills} bills, failures ${bills.failures}${bills.firstFailure ? `: ${bills.firstFailure}` : ''}) ${targets ? `(target >= 800/s, p99 < 100 ms) ${billsOk ? 'OK' : 'BELOW TARGET'}` : '(target on PostgreSQL only)'}`,
  )
  if (bills.cost) console.log(`[${label}] bill create: ${costLine('bill', bills.cost)}`)
  if (settleLines <= 0) return billsOk
  // A stock round (its own round, so the bills above do not count).
  const settle = await settlementRun(base, tokens, await openRound(base, ...STOCK_MARKETS), settleLines)
  const settleOk = settle.waiting === 0 && (!targets || settle.seconds < 10)
  console.log(
    `[${label}] lotto settlement: ${settle.lines} lines in ${settle.settled} bills settled in ${settle.seconds.toFixed(2)} s (${settle.won} winning bills, ${settle.paid} baht paid; filled in ${settle.fillSeconds.toFixed(1)} s) (target < 10 s) ${settleOk ? 'OK' : 'BELOW TARGET'}`,
  )
  return billsOk && settleOk
}
