import { atom, createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { queryAtom, queryFamily } from '../../../src/lib/query'
import { loggedInFlagAtom, sessionUserAtom } from '../../../src/lib/session'

/** Answers the next call when the test says so. */
function controlledLoad<T>() {
  const calls: { resolve: (v: T) => void; reject: (e: unknown) => void; input: unknown }[] = []
  const load = (input: unknown) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ resolve, reject, input })
    })
  return { calls, load }
}

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('queryAtom (the one way to load server state)', () => {
  it('keeps the last data on screen while it reloads and after a failed reload', async () => {
    const server = controlledLoad<number>()
    const query = queryAtom(() => server.load(null))
    const store = createStore()
    const stop = store.sub(query, () => {})
    expect(store.get(query)).toEqual({ data: undefined, error: undefined, loading: true })
    server.calls[0].resolve(1000)
    await tick()
    expect(store.get(query)).toEqual({ data: 1000, error: undefined, loading: false })

    store.set(query)
    expect(store.get(query)).toMatchObject({ data: 1000, loading: true })
    server.calls[1].reject(new Error('down'))
    await tick()
    expect(store.get(query)).toMatchObject({ data: 1000, loading: false })
    expect(store.get(query).error).toBeInstanceOf(Error)

    store.set(query)
    server.calls[2].resolve(1500)
    await tick()
    expect(store.get(query)).toEqual({ data: 1500, error: undefined, loading: false })
    stop()
  })

  it('reloads by itself when an input changes (a login, another member)', async () => {
    const server = controlledLoad<string>()
    const tokenAtom = atom<string | null>('a')
    const query = queryAtom((get) => server.load(get(tokenAtom)))
    const store = createStore()
    const stop = store.sub(query, () => {})
    server.calls[0].resolve('data of a')
    await tick()
    store.set(tokenAtom, 'b')
    await tick()
    expect(server.calls.map((c) => c.input)).toEqual(['a', 'b'])
    server.calls[1].resolve('data of b')
    await tick()
    expect(store.get(query).data).toBe('data of b')
    stop()
  })

  it('coming back (mounted again) shows the cached data at once and reloads it unless fresh', async () => {
    const server = controlledLoad<number>()
    const always = queryAtom(() => server.load('always'))
    const store = createStore()
    let stop = store.sub(always, () => {})
    server.calls[0].resolve(1)
    await tick()
    stop()
    stop = store.sub(always, () => {})
    expect(store.get(always)).toMatchObject({ data: 1, loading: true })
    expect(server.calls).toHaveLength(2)
    stop()

    const fresh = queryAtom(() => server.load('fresh'), { staleMs: 60_000 })
    stop = store.sub(fresh, () => {})
    server.calls[2].resolve(2)
    await tick()
    stop()
    stop = store.sub(fresh, () => {})
    expect(store.get(fresh)).toMatchObject({ data: 2, loading: false })
    expect(server.calls).toHaveLength(3)
    stop()
  })

  it('queryFamily keeps one cache entry per key', async () => {
    const server = controlledLoad<string>()
    const page = queryFamily((key) => queryAtom(() => server.load(key)))
    expect(page('1')).toBe(page('1'))
    expect(page('1')).not.toBe(page('2'))
    const store = createStore()
    const stop1 = store.sub(page('1'), () => {})
    server.calls[0].resolve('page 1')
    await tick()
    const stop2 = store.sub(page('2'), () => {})
    expect(store.get(page('2')).data).toBeUndefined()
    expect(store.get(page('1')).data).toBe('page 1')
    stop1()
    stop2()
  })

  it('polls while mounted and only while asked to', async () => {
    // The poll's clock is the test's: periods pass at once, however busy the machine is.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      let calls = 0
      const waitingAtom = atom(true)
      const query = queryAtom(
        async () => {
          calls += 1
          return calls
        },
        { poll: { everyMs: 20, when: (_data, get) => get(waitingAtom) } },
      )
      const store = createStore()
      const stop = store.sub(query, () => {})
      await vi.advanceTimersByTimeAsync(60)
      // The load on mount, then one per period.
      expect(calls).toBe(4)
      store.set(waitingAtom, false)
      await vi.advanceTimersByTimeAsync(200)
      expect(calls).toBe(4)
      stop()
      store.set(waitingAtom, true)
      await vi.advanceTimersByTimeAsync(200)
      expect(calls).toBe(4)
    } finally {
      vi.useRealTimers()
    }
  })

  it("never shows a previous session's data: not after logout, not while another member's loads", async () => {
    const server = controlledLoad<string>()
    const query = queryAtom(() => server.load('statement'))
    const store = createStore()
    const logIn = (token: string) => {
      store.set(sessionUserAtom, { access_token: token, info: null })
      store.set(loggedInFlagAtom, true)
    }
    logIn('token-a')
    let stop = store.sub(query, () => {})
    server.calls[0].resolve("a's statement")
    await tick()
    expect(store.get(query).data).toBe("a's statement")
    stop()

    store.set(loggedInFlagAtom, false)
    store.set(sessionUserAtom, null)
    logIn('token-b')
    stop = store.sub(query, () => {})
    expect(store.get(query)).toEqual({ data: undefined, error: undefined, loading: true })
    server.calls.at(-1)?.reject(new Error('down'))
    await tick()
    expect(store.get(query).data).toBeUndefined()
    expect(store.get(query).error).toBeInstanceOf(Error)
    stop()
    localStorage.clear()
  })
})
