import type { GameClient } from '../kit/api'
import { bootGame } from '../kit/boot'
import { betStepper } from '../kit/controls'
import { h, openPanel, toast } from '../kit/dom'
import {
  FISH_BET_STEPS,
  FISH_RTP,
  FISH_TYPES,
  type FishInput,
  fishRule,
  MAX_SHOTS_PER_BATCH,
  type ShotResult,
} from '../rules/fish'
import { tableShell } from '../tables/shell'
import { type Fish, Sea } from './sea'
import './fish.css'

const BATCH_MS = 500

function openRules() {
  openPanel('กติกาและอัตราจ่าย', (body) => {
    body.append(
      h(
        'p',
        { class: 'kit-muted' },
        `กระสุนแต่ละนัดเสียเงินเท่ากับเดิมพันเมื่อโดนปลา ปลาที่มีตัวคูณ m ถูกจับด้วยโอกาส ${FISH_RTP * 100}% ÷ m และจ่ายเดิมพัน × m อัตราการคืนเงินผู้เล่น (RTP) ${FISH_RTP * 100}% ทุกนัด ไม่ว่าเล็งปลาตัวไหน`,
      ),
      h(
        'table',
        { class: 'kit-table' },
        h('tr', {}, h('th', {}, 'ปลา'), h('th', {}, 'ตัวคูณ'), h('th', {}, 'โอกาสจับได้')),
        ...FISH_TYPES.map((f) =>
          h(
            'tr',
            {},
            h('td', {}, f.name),
            h('td', {}, `×${f.multiplier}`),
            h('td', {}, `${((FISH_RTP / f.multiplier) * 100).toFixed(2)}%`),
          ),
        ),
      ),
      h('p', { class: 'kit-muted' }, 'กระสุนที่ยิงจะถูกรวมส่งเป็นรอบ (ตัดเงินหนึ่งครั้งและจ่ายรางวัลหนึ่งครั้งต่อรอบ)'),
    )
  })
}

/** Sends the shots still queued when the member leaves: a keepalive request outlives the page. */
function flushOnLeave(client: GameClient<FishInput, ShotResult[]>, take: () => FishInput['shots']) {
  const send = () => {
    const shots = take()
    if (!shots.length) return
    const request_id = crypto.randomUUID().replaceAll('-', '')
    void fetch('/provider/builtin/api/fish/play', {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: client.session.session, request_id, input: { shots } }),
    }).catch(() => undefined)
  }
  addEventListener('pagehide', send)
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send())
}

bootGame<FishInput, ShotResult[]>('fish', (client, root) => {
  const shell = tableShell(client, root, {
    title: 'ยิงปลา',
    rule: fishRule,
    rules: openRules,
    describe: (round) => `${round.outcome.length} นัด จับได้ ${round.outcome.filter((s) => s.caught).length} ตัว`,
  })
  const canvas = h('canvas', { class: 'fs-sea', 'data-testid': 'sea', 'aria-label': 'แตะเพื่อยิง' })
  const stepper = betStepper(FISH_BET_STEPS)
  const status = h('p', { class: 'kit-muted', 'data-testid': 'fish-status' })
  root.append(canvas, shell.message, h('div', { class: 'kit-row' }, stepper.node, status))
  const ctx = canvas.getContext('2d')
  const sea = new Sea(360, 420)
  const resize = () => {
    const ratio = devicePixelRatio || 1
    sea.width = canvas.clientWidth || 360
    sea.height = Math.round(Math.min(innerHeight * 0.62, sea.width * 1.25))
    canvas.style.height = `${sea.height}px`
    canvas.width = sea.width * ratio
    canvas.height = sea.height * ratio
    ctx?.setTransform(ratio, 0, 0, ratio, 0, 0)
  }
  resize()
  addEventListener('resize', resize)

  let balance = client.session.balance
  let queued: { fish: Fish; bet: number }[] = []
  let inFlight = 0
  let inFlightShots = 0
  let batches = 0
  const shown = () => {
    const pending = queued.reduce((s, q) => s + q.bet, 0) + inFlight
    shell.balance.set(Math.round((balance - pending) * 100) / 100)
    // Shots whose outcome is still to come (bullets in the water, hits queued or on their way): the
    // member sees when everything fired has been settled.
    const waiting = sea.bullets.length + queued.length + inFlightShots
    status.textContent = waiting ? `ส่งแล้ว ${batches} รอบ · รอผล ${waiting} นัด` : `ส่งแล้ว ${batches} รอบ`
  }
  const take = () => {
    const shots = queued.map((q) => ({ fish: q.fish.type.code, bet: q.bet }))
    queued = []
    return shots
  }
  flushOnLeave(client, take)

  async function flush() {
    if (inFlight || !queued.length) return
    const batch = queued.slice(0, MAX_SHOTS_PER_BATCH)
    queued = queued.slice(batch.length)
    inFlight = batch.reduce((s, q) => s + q.bet, 0)
    inFlightShots = batch.length
    const answer = await shell.play({ shots: batch.map((q) => ({ fish: q.fish.type.code, bet: q.bet })) })
    inFlight = 0
    inFlightShots = 0
    if (answer) {
      batches++
      balance = answer.balance
      const now = performance.now()
      answer.round.outcome.forEach((result, i) => {
        const fish = batch[i].fish
        if (result.caught && fish.alive) {
          fish.alive = false
          fish.caughtAt = now
          fish.prize = result.win / 100
        }
      })
      if (answer.round.win > 0)
        shell.showResult(answer.round, `จับได้ ${answer.round.outcome.filter((s) => s.caught).length} ตัว`)
    }
    shown()
  }
  setInterval(() => void flush(), BATCH_MS)

  canvas.addEventListener('pointerdown', (event) => {
    const rect = canvas.getBoundingClientRect()
    const pending = queued.reduce((s, q) => s + q.bet, 0) + inFlight
    if (balance - pending < stepper.value) {
      toast('ยอดเงินไม่เพียงพอ')
      return
    }
    sea.fire(event.clientX - rect.left, event.clientY - rect.top)
  })

  let last = performance.now()
  const frame = (now: number) => {
    const dt = Math.min(0.05, (now - last) / 1000)
    last = now
    sea.spawn(now)
    for (const fish of sea.step(dt, now)) {
      queued.push({ fish, bet: stepper.value })
      if (queued.length >= MAX_SHOTS_PER_BATCH) void flush()
    }
    shown()
    if (ctx) sea.draw(ctx, now)
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
})
