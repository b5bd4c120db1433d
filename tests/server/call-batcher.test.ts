import { describe, expect, it } from 'vitest'
import { callBatcher } from '../../server/db/call-batcher'

/** A round trip the test finishes by hand: what was sent, and its settle functions. */
interface Trip {
  calls: number[]
  finish: () => void
  fail: (error: Error) => void
}

function harness(inFlight: number, maxBatch: number) {
  const trips: Trip[] = []
  const failed: number[] = []
  const trip = (calls: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      trips.push({ calls, finish: () => resolve(calls.map((c) => c * 10)), fail: reject })
    })
  const call = callBatcher<number, number>({
    one: async (c) => (await trip([c]))[0],
    many: trip,
    inFlight,
    maxBatch,
    onBatchError: (_, size) => failed.push(size),
  })
  return { trips, failed, call }
}

/** Lets the batcher's promise callbacks run (its queue moves on settled round trips). */
const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('callBatcher', () => {
  it('sends a call at once, alone, while a round trip is free', async () => {
    const { trips, call } = harness(2, 8)
    const answer = call(1)
    expect(trips.map((t) => t.calls)).toEqual([[1]])
    trips[0].finish()
    expect(await answer).toBe(10)
  })

  it('sends the calls that queued while every round trip was busy together, in order', async () => {
    const { trips, call } = harness(2, 8)
    const answers = [1, 2, 3, 4, 5].map(call)
    expect(trips.map((t) => t.calls)).toEqual([[1], [2]])
    trips[0].finish()
    await settle()
    expect(trips.map((t) => t.calls)).toEqual([[1], [2], [3, 4, 5]])
    trips[1].finish()
    trips[2].finish()
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50])
  })

  it('puts at most maxBatch calls in one round trip', async () => {
    const { trips, call } = harness(1, 3)
    const answers = [1, 2, 3, 4, 5, 6, 7].map(call)
    for (let i = 0; i < 3; i++) {
      trips[i].finish()
      await settle()
    }
    expect(trips.map((t) => t.calls)).toEqual([[1], [2, 3, 4], [5, 6, 7]])
    trips[3]?.finish()
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50, 60, 70])
  })

  it('runs the calls of a failed batch again one by one, each answering or failing alone', async () => {
    const { trips, failed, call } = harness(1, 8)
    const answers = [1, 2, 3].map((c) => call(c).catch((e: Error) => e.message))
    trips[0].finish()
    await settle()
    expect(trips[1].calls).toEqual([2, 3])
    trips[1].fail(new Error('deadlock detected'))
    await settle()
    expect(failed).toEqual([2])
    expect(trips[2].calls).toEqual([2])
    trips[2].fail(new Error('still failing'))
    await settle()
    expect(trips[3].calls).toEqual([3])
    trips[3].finish()
    expect(await Promise.all(answers)).toEqual([10, 'still failing', 30])
  })

  it('treats a batch answering the wrong number of answers as failed', async () => {
    const failed: number[] = []
    const call = callBatcher<number, number>({
      one: async (c) => c,
      many: async () => [0],
      inFlight: 1,
      maxBatch: 8,
      onBatchError: (_, size) => failed.push(size),
    })
    expect(await Promise.all([1, 2, 3].map(call))).toEqual([1, 2, 3])
    expect(failed).toEqual([2])
  })
})
