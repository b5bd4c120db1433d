/** Time comes from here, never from `new Date()` in services, so tests can move it. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock tests can set and advance. */
export class ManualClock implements Clock {
  private ms: number
  constructor(start: Date | string = '2026-01-15T05:00:00.000Z') {
    this.ms = new Date(start).getTime()
  }
  now(): Date {
    return new Date(this.ms)
  }
  advance(ms: number): void {
    this.ms += ms
  }
  set(at: Date | string): void {
    this.ms = new Date(at).getTime()
  }
}

/**
 * The end-to-end harness's clock (E2E_TEST_CLOCK only: config.ts refuses it with DEMO or DATABASE_URL,
 * so production and the demo never have one): the system time plus an offset that only grows. The
 * harness moves it forward through `POST /e2e/clock` (plugins/test-clock.ts) so a Bangkok day can end
 * and its jobs run.
 */
export class ForwardClock implements Clock {
  private offsetMs = 0
  now(): Date {
    return new Date(Date.now() + this.offsetMs)
  }
  /** Moves the clock to `at`; false (and no change) when `at` is behind it. */
  moveTo(at: Date): boolean {
    const gap = at.getTime() - this.now().getTime()
    if (!(gap >= 0)) return false
    this.offsetMs += gap
    return true
  }
}
