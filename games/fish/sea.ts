import { pickWeighted } from '../../src/contract/fair'
import { FISH_TYPES, type FishType } from '../rules/fish'

export interface Fish {
  id: number
  type: FishType
  x: number
  y: number
  vx: number
  alive: boolean
  /** Set when a batch caught it: it fades out, showing the prize. */
  caughtAt: number | null
  prize: number
}

export interface Bullet {
  x: number
  y: number
  vx: number
  vy: number
  /** Seconds of sea time it has flown (the steps' dt, not the wall clock). */
  age: number
}

const WEIGHTS = FISH_TYPES.map((f) => f.spawnWeight * 10)
const BULLET_SPEED = 520
/** In sea time: a slow device steps the sea in capped slices, and its bullets still fly as far. */
const BULLET_LIFE_S = 6

/**
 * The sea drawn on the canvas: fish swim across, bullets fly and bounce off the walls until they
 * touch a fish. Only looks: whether a hit catches is the server's decision (a batch's round).
 */
export class Sea {
  fish: Fish[] = []
  bullets: Bullet[] = []
  private nextId = 1
  private spawnIn = 0

  constructor(
    public width: number,
    public height: number,
  ) {}

  spawn(now: number) {
    if (now < this.spawnIn || this.fish.filter((f) => f.alive).length >= 12) return
    this.spawnIn = now + 500 + Math.random() * 600
    const type = FISH_TYPES[pickWeighted(Math.random(), WEIGHTS)]
    const fromLeft = Math.random() < 0.5
    this.fish.push({
      id: this.nextId++,
      type,
      x: fromLeft ? -type.size : this.width + type.size,
      y: type.size + Math.random() * (this.height * 0.7 - type.size),
      vx: (fromLeft ? 1 : -1) * type.speed,
      alive: true,
      caughtAt: null,
      prize: 0,
    })
  }

  fire(toX: number, toY: number) {
    const x = this.width / 2
    const y = this.height - 20
    const d = Math.hypot(toX - x, toY - y) || 1
    this.bullets.push({
      x,
      y,
      vx: ((toX - x) / d) * BULLET_SPEED,
      vy: ((toY - y) / d) * BULLET_SPEED,
      age: 0,
    })
  }

  /** Moves everything by `dt` seconds; returns the fish each bullet touched this step. */
  step(dt: number, now: number): Fish[] {
    for (const f of this.fish) f.x += f.vx * dt
    this.fish = this.fish.filter(
      (f) =>
        (f.caughtAt === null || now - f.caughtAt < 900) &&
        f.x > -2 * f.type.size &&
        f.x < this.width + 2 * f.type.size,
    )
    const hits: Fish[] = []
    this.bullets = this.bullets.filter((b) => {
      b.x += b.vx * dt
      b.y += b.vy * dt
      b.age += dt
      if (b.x < 0 || b.x > this.width) b.vx = -b.vx
      if (b.y < 0 || b.y > this.height) b.vy = -b.vy
      const target = this.fish.find((f) => f.alive && Math.hypot(f.x - b.x, f.y - b.y) < f.type.size / 2 + 4)
      if (target) hits.push(target)
      return !target && b.age < BULLET_LIFE_S
    })
    return hits
  }

  draw(ctx: CanvasRenderingContext2D, now: number) {
    ctx.clearRect(0, 0, this.width, this.height)
    for (const f of this.fish) {
      const r = f.type.size / 2
      ctx.globalAlpha = f.caughtAt === null ? 1 : Math.max(0, 1 - (now - f.caughtAt) / 900)
      ctx.fillStyle = f.type.color
      ctx.beginPath()
      ctx.ellipse(f.x, f.y, r, r * 0.6, 0, 0, Math.PI * 2)
      ctx.fill()
      // Tail on the side it swims from.
      const back = f.vx > 0 ? -1 : 1
      ctx.beginPath()
      ctx.moveTo(f.x + back * r * 0.8, f.y)
      ctx.lineTo(f.x + back * r * 1.4, f.y - r * 0.5)
      ctx.lineTo(f.x + back * r * 1.4, f.y + r * 0.5)
      ctx.fill()
      ctx.fillStyle = '#fff'
      ctx.font = '11px system-ui'
      ctx.textAlign = 'center'
      ctx.fillText(f.caughtAt === null ? `×${f.type.multiplier}` : `+฿${f.prize}`, f.x, f.y + 4)
    }
    ctx.globalAlpha = 1
    ctx.fillStyle = '#ffd76a'
    for (const b of this.bullets) {
      ctx.beginPath()
      ctx.arc(b.x, b.y, 4, 0, Math.PI * 2)
      ctx.fill()
    }
    ctx.fillStyle = '#9aa5b1'
    ctx.fillRect(this.width / 2 - 14, this.height - 26, 28, 26)
  }
}
