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
      drawFish(ctx, f.x, f.y, r, f.vx > 0 ? 1 : -1, f.type.color)
      // The multiplier (or the prize) under the fish, outlined so it reads on any water.
      const label = f.caughtAt === null ? `×${f.type.multiplier}` : `+฿${f.prize}`
      ctx.font = 'bold 11px system-ui'
      ctx.textAlign = 'center'
      ctx.lineWidth = 3
      ctx.strokeStyle = '#03182a'
      ctx.strokeText(label, f.x, f.y + r * 0.6 + 12)
      ctx.fillStyle = '#fff'
      ctx.fillText(label, f.x, f.y + r * 0.6 + 12)
    }
    ctx.globalAlpha = 1
    ctx.fillStyle = '#ffd76a'
    for (const b of this.bullets) {
      ctx.beginPath()
      ctx.arc(b.x, b.y, 4, 0, Math.PI * 2)
      ctx.fill()
    }
    drawCannon(ctx, this.width / 2, this.height)
  }
}

/**
 * Our fish drawing, facing `dir` (1 right, -1 left): tail and fins in the fish's colour, a body
 * outlined darker with a light belly, a stripe and an eye (canvas paths, no font glyphs).
 */
function drawFish(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  r: number,
  dir: 1 | -1,
  color: string,
) {
  ctx.save()
  ctx.translate(x, y)
  ctx.scale(dir, 1)
  ctx.fillStyle = color
  ctx.strokeStyle = 'rgba(0,0,0,.35)'
  ctx.lineWidth = 1.5
  // Tail and dorsal fin.
  ctx.beginPath()
  ctx.moveTo(-r * 0.75, 0)
  ctx.quadraticCurveTo(-r * 1.2, -r * 0.2, -r * 1.45, -r * 0.62)
  ctx.quadraticCurveTo(-r * 1.25, 0, -r * 1.45, r * 0.62)
  ctx.quadraticCurveTo(-r * 1.2, r * 0.2, -r * 0.75, 0)
  ctx.moveTo(-r * 0.35, -r * 0.5)
  ctx.quadraticCurveTo(0, -r * 1.05, r * 0.35, -r * 0.52)
  ctx.fill()
  ctx.stroke()
  // Body.
  ctx.beginPath()
  ctx.ellipse(0, 0, r, r * 0.6, 0, 0, Math.PI * 2)
  ctx.fill()
  ctx.stroke()
  // Belly and stripe.
  ctx.fillStyle = 'rgba(255,255,255,.35)'
  ctx.beginPath()
  ctx.ellipse(r * 0.05, r * 0.28, r * 0.7, r * 0.24, 0, 0, Math.PI * 2)
  ctx.fill()
  ctx.strokeStyle = 'rgba(255,255,255,.6)'
  ctx.lineWidth = Math.max(2, r * 0.12)
  ctx.beginPath()
  ctx.moveTo(r * 0.2, -r * 0.5)
  ctx.quadraticCurveTo(r * 0.32, 0, r * 0.2, r * 0.5)
  ctx.stroke()
  // Eye.
  ctx.fillStyle = '#fff'
  ctx.beginPath()
  ctx.arc(r * 0.58, -r * 0.12, r * 0.16, 0, Math.PI * 2)
  ctx.fill()
  ctx.fillStyle = '#111'
  ctx.beginPath()
  ctx.arc(r * 0.62, -r * 0.12, r * 0.08, 0, Math.PI * 2)
  ctx.fill()
  ctx.restore()
}

/** The cannon at the bottom centre: a gold barrel on a purple dome. */
function drawCannon(ctx: CanvasRenderingContext2D, x: number, bottom: number) {
  ctx.save()
  ctx.fillStyle = '#f5c542'
  ctx.strokeStyle = '#8a5a00'
  ctx.lineWidth = 2
  ctx.beginPath()
  ctx.roundRect(x - 7, bottom - 40, 14, 26, 4)
  ctx.fill()
  ctx.stroke()
  ctx.fillStyle = '#5b2a86'
  ctx.strokeStyle = '#f5c542'
  ctx.lineWidth = 3
  ctx.beginPath()
  ctx.arc(x, bottom, 22, Math.PI, 0)
  ctx.closePath()
  ctx.fill()
  ctx.stroke()
  ctx.fillStyle = '#f5c542'
  ctx.beginPath()
  ctx.arc(x, bottom - 8, 5, 0, Math.PI * 2)
  ctx.fill()
  ctx.restore()
}
