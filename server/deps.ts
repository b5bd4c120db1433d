import type { Config } from './config'
import type { Db } from './db/open'
import type { Bus } from './lib/bus'
import type { Clock } from './lib/clock'
import type { RandomSource } from './lib/random'

/** What every module gets: the database, its bus, time, randomness and the validated configuration. */
export interface AppDeps {
  db: Db
  /** Messages to every instance after a commit (lib/bus.ts). */
  bus: Bus
  clock: Clock
  random: RandomSource
  config: Config
}
