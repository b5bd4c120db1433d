import type { Config } from './config'
import type { Bus } from './db/bus'
import type { Db } from './db/open'
import type { Clock } from './lib/clock'
import type { RandomSource } from './lib/random'

/** What every module gets: the database, its bus, time, randomness and the validated configuration. */
export interface AppDeps {
  db: Db
  /** Messages to every instance after a commit (db/bus.ts). */
  bus: Bus
  clock: Clock
  random: RandomSource
  config: Config
}
