import { createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

/**
 * A tiny stand-in for the operator's seamless wallet (`POST /api/seamless/<action>`, games-server's
 * route), for the provider's own tests only: it checks the signature, keeps balances in memory,
 * and answers every transaction id once (a replay gets the first answer). It records each call.
 */
export interface FakeSeamless {
  calls: { action: string; body: Record<string, unknown> }[]
  /** A launch token for a player with this balance (baht). */
  launch(balance: number, game: string): string
  balanceOf(playerId: string): number
  /** Makes the next `n` calls of `action` fail with HTTP 500 before doing anything. */
  breakNext(action: string, n: number): void
}

export function installFakeSeamless(app: FastifyInstance, secret: string): FakeSeamless {
  const calls: FakeSeamless['calls'] = []
  const launches = new Map<string, { player: string; game: string }>()
  const sessions = new Map<string, { player: string; game: string }>()
  const balances = new Map<string, number>()
  const answers = new Map<string, unknown>()
  const broken = new Map<string, number>()
  let sequence = 0
  const money = (n: number) => Math.round(n * 100) / 100

  app.post('/api/seamless/:action', async (request, reply) => {
    const action = (request.params as { action: string }).action
    const raw = JSON.stringify(request.body)
    const expected = createHmac('sha256', secret).update(raw).digest()
    const given = Buffer.from(String(request.headers['x-signature'] ?? ''), 'hex')
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return reply.code(401).send({ status: 'INVALID_SIGNATURE' })
    const body = request.body as Record<string, never>
    calls.push({ action, body })
    const left = broken.get(action) ?? 0
    if (left > 0) {
      broken.set(action, left - 1)
      return reply.code(500).send('down')
    }
    if (action === 'authenticate') {
      const launch = launches.get(body.launch_token)
      if (!launch) return { status: 'INVALID_TOKEN' }
      launches.delete(body.launch_token)
      const token = `sess-${++sequence}`
      sessions.set(token, launch)
      return {
        status: 'OK',
        session_token: token,
        player_id: launch.player,
        wallet_id: 1,
        currency: 'THB',
        balance: balances.get(launch.player),
        game_code: launch.game,
      }
    }
    const session = sessions.get(body.session_token)
    if (!session) return { status: 'INVALID_TOKEN' }
    const player = session.player
    if (action === 'balance') return { status: 'OK', balance: balances.get(player) }
    const key = String(body.transaction_id)
    if (answers.has(key)) return answers.get(key)
    let answer: Record<string, unknown>
    const balance = balances.get(player) ?? 0
    if (action === 'bet') {
      if (answers.has(`rolled:${key}`)) answer = { status: 'INVALID_REQUEST', balance }
      else if (balance < body.amount) answer = { status: 'INSUFFICIENT_FUNDS', balance }
      else {
        balances.set(player, money(balance - body.amount))
        answer = { status: 'OK', balance: balances.get(player), transaction_id: key }
      }
    } else if (action === 'win') {
      balances.set(player, money(balance + Number(body.amount)))
      answer = { status: 'OK', balance: balances.get(player) }
    } else {
      const bet = answers.get(String(body.rolled_back_transaction_id)) as { status?: string } | undefined
      answers.set(`rolled:${body.rolled_back_transaction_id}`, true)
      if (bet?.status === 'OK') {
        const call = calls.find(
          (c) => c.action === 'bet' && c.body.transaction_id === body.rolled_back_transaction_id,
        )
        balances.set(player, money(balance + Number(call?.body.amount ?? 0)))
      }
      answer = { status: 'OK', balance: balances.get(player) }
    }
    answers.set(key, answer)
    return answer
  })

  return {
    calls,
    launch(balance, game) {
      const player = `p${++sequence}`
      const token = `launch-${sequence}-${'x'.repeat(20)}`
      balances.set(player, balance)
      launches.set(token, { player, game })
      return token
    },
    balanceOf: (player) => balances.get(player) ?? 0,
    breakNext: (action, n) => void broken.set(action, n),
  }
}
