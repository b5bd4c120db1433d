/**
 * Games part of `npm run bench:api`: signed seamless-wallet bet + win cycles under load, as the
 * built-in provider (or an external one) calls them over HTTP: each member launches the slot
 * (game/link), the "provider" exchanges the launch token (seamless/authenticate), then workers run
 * bet 1.00 -> win 1.00 in fresh rounds for the given time (after a 1 s warm-up). Every answer must be OK.
 */
import { createHmac, randomUUID } from 'node:crypto'
import type { CostMeter } from './bench-cpu'
import { postJson } from './bench-http'
import { BENCH_OPERATOR_TOKEN } from './bench-money'

/** The built-in provider's secret the bench's server is configured with. */
export const BENCH_PROVIDER_SECRET = 'bench-builtin-provider-secret-0123456789abcdef'

interface Reply {
  error?: number
  message?: string
  status?: string
  data?: unknown
  [key: string]: unknown
}

async function call(base: string, path: string, body?: unknown, token?: string): Promise<Reply> {
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (token) headers.authorization = `Bearer ${token}`
  if (path.includes('generate_qr')) headers['idempotency-key'] = randomUUID()
  const response = await fetch(`${base}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await response.json()) as Reply
}

/** A provider's signed call: the HMAC-SHA256 of exactly the bytes sent. */
async function provider(base: string, action: string, body: unknown): Promise<Reply> {
  const raw = JSON.stringify(body)
  return (await postJson(`${base}/api/seamless/${action}`, raw, {
    'x-provider-code': 'builtin',
    'x-signature': createHmac('sha256', BENCH_PROVIDER_SECRET).update(raw).digest('hex'),
  })) as Reply
}

const must = (reply: Reply, step: string) => {
  if (reply.error !== undefined && reply.error !== 0) throw new Error(`${step}: ${reply.message}`)
  return reply
}

/** Deposits 5,000 baht for the member (QR order + operator confirm) and opens a slot session. */
export async function sessionFor(base: string, token: string): Promise<string> {
  const channels = must(await call(base, '/member/payment/channels', undefined, token), 'channels')
  const promptpay = (channels.data as { id: number; type: string }[]).find((c) => c.type === 'promptpay')
  const order = must(
    await call(base, '/member/payment/generate_qr', { channel_id: promptpay?.id, amount: 5000 }, token),
    'generate_qr',
  )
  must(
    await call(
      base,
      '/operator/payment/confirm',
      { order_id: (order.data as { id: number }).id },
      BENCH_OPERATOR_TOKEN,
    ),
    'confirm',
  )
  const list = must(await call(base, '/game/list?search=slot'), 'game/list')
  const slot = (list.data as { games: { game_id: number; provider_id: number; code: string }[] }).games.find(
    (g) => g.code === 'slot',
  )
  if (!slot) throw new Error('no slot in the catalogue')
  const ids = { game_id: slot.game_id, provider_id: slot.provider_id }
  const wallets = must(await call(base, '/game/wallets', ids, token), 'game/wallets')
  const main = (wallets.data as { id: number; wallet_type_id: number }[]).find((w) => w.wallet_type_id === 1)
  const link = must(
    await call(base, '/game/link', { ...ids, wallet_id: main?.id, is_mobile: false, source: 'bench' }, token),
    'game/link',
  )
  const launchToken = new URL((link.data as { link: string }).link, base).searchParams.get('token')
  const auth = await provider(base, 'authenticate', { launch_token: launchToken })
  if (auth.status !== 'OK') throw new Error(`authenticate: ${auth.status}`)
  return auth.session_token as string
}

/** Unmeasured cycles first, so the figures are a warm server's (pool connections open, plans cached). */
const WARM_UP_SECONDS = 1

/** `workers` concurrent bet+win loops over the members' sessions for `seconds`, after a warm-up. */
export async function gameCycles(
  base: string,
  tokens: string[],
  seconds: number,
  workers: number,
  meter?: CostMeter,
) {
  const sessions: string[] = []
  for (const token of tokens) sessions.push(await sessionFor(base, token))
  const latencies: number[] = []
  let failures = 0
  const loops = (duration: number, measured: boolean) => {
    const deadline = performance.now() + duration * 1000
    return Promise.all(
      Array.from({ length: workers }, async (_, w) => {
        const session = sessions[w % sessions.length]
        while (performance.now() < deadline) {
          const started = performance.now()
          const round = { session_token: session, round_id: randomUUID(), game_code: 'slot' }
          const bet = await provider(base, 'bet', { ...round, transaction_id: randomUUID(), amount: 1 })
          const win = await provider(base, 'win', { ...round, transaction_id: randomUUID(), amount: 1 })
          if (bet.status !== 'OK' || win.status !== 'OK') {
            failures++
            if (failures <= 3) console.log(`  game cycle failed: bet ${bet.status}, win ${win.status}`)
            continue
          }
          if (measured) latencies.push(performance.now() - started)
        }
      }),
    )
  }
  await loops(WARM_UP_SECONDS, false)
  await meter?.start()
  await loops(seconds, true)
  const cost = await meter?.stop(latencies.length)
  latencies.sort((a, b) => a - b)
  const avg = latencies.reduce((s, l) => s + l, 0) / Math.max(1, latencies.length)
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0
  return { cycles: latencies.length, perSecond: latencies.length / seconds, avg, p99, failures, cost }
}
