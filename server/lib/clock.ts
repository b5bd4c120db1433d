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
