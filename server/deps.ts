import type { Config } from './config'
import { type Bus, createBus, type RunningBus } from './db/bus'
import type { Db, OpenedDb } from './db/open'
import { type Clock, systemClock } from './lib/clock'
import { cryptoRandom, type RandomSource } from './lib/random'

/** What every module gets: the database, its bus, time, randomness and the validated configuration. */
export interface AppDeps {
  db: Db
  /** Messages to every instance after a commit (db/bus.ts). */
  bus: Bus
  clock: Clock
  random: RandomSource
  config: Config
}

/**
 * The deps of a process over an opened database: its bus, the system clock (or `clock`) and the
 * system's randomness (the bus still to be started: buildApp starts it). The server (main.ts), the scripts that build the app or write through its
 * modules, and nothing else: tests build theirs with their own clock (tests/server/helpers/app.ts).
 */
export function appDeps(
  opened: OpenedDb,
  config: Config,
  clock: Clock = systemClock,
): AppDeps & { bus: RunningBus } {
  return { db: opened.db, bus: createBus(opened.busListener), clock, random: cryptoRandom, config }
}
