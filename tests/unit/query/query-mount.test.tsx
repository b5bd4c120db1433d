import { act, cleanup, render, screen } from '@testing-library/react'
import { createStore, Provider, useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getProgressPhase, resetProgress, THROTTLE_MS } from '../../../src/lib/progress'
import { queryAtom, RENDER_WAIT_MS, revalidateOnShow } from '../../../src/lib/query'

/** A load the test answers when it says so; `calls` counts the requests. */
function server<T>() {
  const answers: ((value: T) => void)[] = []
  const load = () =>
    new Promise<T>((resolve) => {
      answers.push(resolve)
    })
  return { load, answers, calls: () => answers.length }
}

const tick = () => new Promise((r) => setTimeout(r, 0))

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('a query read while its tree is suspended, then mounted', () => {
  it('asks once: the render that read it and the mount share that load (React, a lazy sibling)', async () => {
    const api = server<string>()
    const query = queryAtom(() => api.load())
    const store = createStore()
    let loadChunk: (module: { default: () => null }) => void = () => {}
    const Chunk = lazy(() => new Promise<{ default: () => null }>((resolve) => (loadChunk = resolve)))
    function Rounds() {
      const { data } = useAtomValue(query)
      return <p>{data ?? 'กำลังโหลด'}</p>
    }
    render(
      <Provider store={store}>
        <Suspense fallback={<p>รอหน้า</p>}>
          <Rounds />
          <Chunk />
        </Suspense>
      </Provider>,
    )
    // The tree is suspended on its chunk, and its render has asked for the data.
    expect(screen.getByText('รอหน้า')).toBeTruthy()
    expect(api.calls()).toBe(1)
    // The data answers first, the chunk after: the tree mounts with data answered for it.
    await act(async () => {
      api.answers[0]('งวด 16')
      await tick()
    })
    await act(async () => {
      loadChunk({ default: () => null })
      await tick()
    })
    expect(await screen.findByText('งวด 16')).toBeTruthy()
    expect(api.calls()).toBe(1)
  })

  it('asks again at the mount when an event it listens to came before it (a payment confirmed while the page loaded)', async () => {
    for (const answerFirst of [false, true]) {
      const api = server<string>()
      let fire: () => void = () => {}
      const listening = { count: 0 }
      const query = queryAtom(() => api.load(), {
        listen: (reload) => {
          listening.count += 1
          fire = reload
          return () => {
            listening.count -= 1
          }
        },
      })
      const store = createStore()
      // A render reads it (nothing has it mounted yet); the order is still pending.
      expect(store.get(query)).toMatchObject({ loading: true })
      if (answerFirst) {
        api.answers[0]('รอการชำระเงิน')
        await tick()
      }
      // The event comes before the mount's own listener.
      fire()
      const stop = store.sub(query, () => {})
      if (!answerFirst) {
        api.answers[0]('รอการชำระเงิน')
        await tick()
      }
      expect(api.calls()).toBe(2)
      api.answers[1]('ชำระแล้ว')
      await tick()
      expect(store.get(query)).toMatchObject({ data: 'ชำระแล้ว', loading: false })
      // Only the mount's own listener is left.
      expect(listening.count).toBe(1)
      stop()
      expect(listening.count).toBe(0)
    }
  })

  it('asks once when the mount comes while the load runs or after it answered', async () => {
    for (const answerFirst of [false, true]) {
      const api = server<number>()
      const query = queryAtom(() => api.load())
      const store = createStore()
      // A render reads it (nothing has it mounted yet).
      expect(store.get(query)).toMatchObject({ loading: true })
      if (answerFirst) {
        api.answers[0](1)
        await tick()
      }
      const stop = store.sub(query, () => {})
      if (!answerFirst) {
        api.answers[0](1)
        await tick()
      }
      expect(store.get(query)).toMatchObject({ data: 1, loading: false })
      expect(api.calls()).toBe(1)
      stop()
    }
  })

  it('a mount later than staleMs asks again; so does a mount long after a render that never showed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const api = server<number>()
    const query = queryAtom(() => api.load(), { staleMs: 30_000 })
    const store = createStore()
    store.get(query)
    api.answers[0](1)
    await tick()
    let stop = store.sub(query, () => {})
    stop()
    vi.advanceTimersByTime(29_000)
    stop = store.sub(query, () => {})
    expect(api.calls()).toBe(1)
    stop()
    vi.advanceTimersByTime(2_000)
    stop = store.sub(query, () => {})
    expect(api.calls()).toBe(2)
    stop()

    // staleMs 0: a render read it, never mounted (the member went elsewhere); a mount past the wait asks.
    const always = queryAtom(() => api.load())
    store.get(always)
    api.answers[2](1)
    await tick()
    vi.advanceTimersByTime(RENDER_WAIT_MS)
    stop = store.sub(always, () => {})
    expect(api.calls()).toBe(4)
    stop()
  })

  it('coming back (mounted again) asks again with staleMs 0, even right after the answer', async () => {
    const api = server<number>()
    const query = queryAtom(() => api.load())
    const store = createStore()
    store.get(query)
    api.answers[0](1)
    await tick()
    let stop = store.sub(query, () => {})
    stop()
    stop = store.sub(query, () => {})
    expect(api.calls()).toBe(2)
    expect(store.get(query)).toMatchObject({ data: 1, loading: true })
    stop()
  })

  it('an invalidation asks again at once, right after a shared first load too', async () => {
    const api = server<number>()
    const query = queryAtom(() => api.load(), { staleMs: 60_000 })
    const store = createStore()
    store.get(query)
    const stop = store.sub(query, () => {})
    api.answers[0](1)
    await tick()
    store.set(query)
    expect(api.calls()).toBe(2)
    api.answers[1](2)
    await tick()
    expect(store.get(query)).toMatchObject({ data: 2, loading: false })
    stop()
  })

  it('a view (revalidateOnShow) mounted after the header: the first load serves both; showing it again reloads', async () => {
    const api = server<number>()
    const query = queryAtom(() => api.load())
    const onPage = revalidateOnShow(query)
    const store = createStore()
    // The header reads and mounts the query; the page, suspended on its chunk, shows the view after the answer.
    const header = store.sub(query, () => {})
    api.answers[0](100)
    await tick()
    let page = store.sub(onPage, () => {})
    expect(api.calls()).toBe(1)
    expect(store.get(onPage)).toMatchObject({ data: 100, loading: false })
    page()
    // The member comes back to the page: the view reloads, though the header kept the query mounted.
    page = store.sub(onPage, () => {})
    expect(api.calls()).toBe(2)
    page()
    header()
  })

  it("a render's load that failed is the page's: its mount shows the bar red and does not ask again", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    resetProgress()
    let calls = 0
    const query = queryAtom(async () => {
      calls += 1
      throw new Error('down')
    })
    const store = createStore()
    store.get(query)
    await vi.advanceTimersByTimeAsync(0)
    const stop = store.sub(query, () => {})
    await vi.advanceTimersByTimeAsync(THROTTLE_MS)
    expect(getProgressPhase()).toBe('failed')
    expect(calls).toBe(1)
    expect(store.get(query).error).toBeInstanceOf(Error)
    stop()
    resetProgress()
  })
})
