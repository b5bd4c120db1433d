/**
 * Sends calls of one kind to the database together when they queue up (issue 24: a round trip
 * costs the server, PostgreSQL and the kernel more than a seamless call's own work). At most
 * `inFlight` round trips run at a time; a call that finds one free goes at once, alone, so a quiet
 * server adds no delay (there is no timer). Calls arriving while every round trip is busy wait, and
 * the next one to finish takes all of them, up to `maxBatch`, as one statement (`many`).
 *
 * When such a batch fails (two batches deadlocked on each other's rows, a lost connection), nothing
 * of it was committed: its calls run again one by one, in their order, each on its own (`one`), and
 * answer or fail alone. The calls must be idempotent (the seamless calls are, by transaction id),
 * since a connection lost during the commit leaves it unknown whether the batch committed.
 */
export interface CallBatcherOptions<C, R> {
  one: (call: C) => Promise<R>
  /** The answers of `calls`, in their order (one statement, one transaction). */
  many: (calls: C[]) => Promise<R[]>
  inFlight: number
  maxBatch: number
  /** Told why a batch failed before its calls run alone. */
  onBatchError?: (error: unknown, size: number) => void
}

interface Waiting<C, R> {
  call: C
  resolve: (answer: R) => void
  reject: (error: unknown) => void
}

export function callBatcher<C, R>(options: CallBatcherOptions<C, R>): (call: C) => Promise<R> {
  const queue: Waiting<C, R>[] = []
  let running = 0

  const alone = async (waiting: Waiting<C, R>) => {
    try {
      waiting.resolve(await options.one(waiting.call))
    } catch (error) {
      waiting.reject(error)
    }
  }

  const run = async (batch: Waiting<C, R>[]) => {
    if (batch.length === 1) return alone(batch[0])
    let answers: R[]
    try {
      answers = await options.many(batch.map((w) => w.call))
      if (answers.length !== batch.length)
        throw new Error(`${answers.length} answers to ${batch.length} calls`)
    } catch (error) {
      options.onBatchError?.(error, batch.length)
      for (const waiting of batch) await alone(waiting)
      return
    }
    for (const [i, waiting] of batch.entries()) waiting.resolve(answers[i])
  }

  const pump = () => {
    while (running < options.inFlight && queue.length > 0) {
      running++
      void run(queue.splice(0, options.maxBatch)).finally(() => {
        running--
        pump()
      })
    }
  }

  return (call) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ call, resolve, reject })
      pump()
    })
}

/** A batcher per database handle (a server has one; tests open many), made on first use. */
export function batcherPerDb<D extends object, C, R>(
  make: (db: D) => CallBatcherOptions<C, R>,
): (db: D) => (call: C) => Promise<R> {
  const batchers = new WeakMap<D, (call: C) => Promise<R>>()
  return (db) => {
    let batcher = batchers.get(db)
    if (!batcher) {
      batcher = callBatcher(make(db))
      batchers.set(db, batcher)
    }
    return batcher
  }
}

/**
 * An `onBatchError` that logs `<what>: a batch of N <calls> failed, each runs alone: <reason>`.
 * drizzle wraps the driver's error in one that lists the arguments (token hashes, keys): only the
 * driver's message is logged.
 */
export const logBatchError =
  (what: string, calls: string) =>
  (error: unknown, size: number): void => {
    const { message, cause } = error as Error & { cause?: Error }
    console.error(
      `${what}: a batch of ${size} ${calls} failed, each runs alone: ${cause?.message ?? message}`,
    )
  }
