import type { Config } from './config'
import type { Db } from './db/open'
import type { Clock } from './lib/clock'
import type { RandomSource } from './lib/random'

/** What every module gets: the database, time, randomness and the validated configuration. */
export interface AppDeps {
  db: Db
  clock: Clock
  random: RandomSource
  config: Config
}
