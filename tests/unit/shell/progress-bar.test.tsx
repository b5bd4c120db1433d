import { act, screen } from '@testing-library/react'
import { useAtomValue } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DURATION_MS, resetProgress, THROTTLE_MS, trackProgress } from '../../../src/lib/progress'
import { queryAtom } from '../../../src/lib/query'
import { renderApp } from '../render'
import { agentRoutes, stubApi } from '../stub-api'

function deferred() {
  let resolve!: () => void
  let reject!: (e: Error) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const bar = () => screen.getByRole('progressbar', { hidden: true })
const flush = () => act(async () => {})

describe('navigation progress bar', () => {
  beforeEach(() => {
    stubApi(agentRoutes({ notifications: [] }))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    resetProgress()
  })
  afterEach(() => {
    vi.useRealTimers()
    resetProgress()
  })

  it('stays hidden for a load faster than the 200 ms throttle', async () => {
    // The app provider mounts the one progress bar.
    renderApp(null)
    const load = deferred()
    trackProgress(load.promise)
    act(() => vi.advanceTimersByTime(THROTTLE_MS - 50))
    load.resolve()
    await flush()
    act(() => vi.advanceTimersByTime(THROTTLE_MS))
    expect(bar().dataset.phase).toBe('idle')
  })

  it('shows after 200 ms, creeps over 5 s, fills and hides when the load ends', async () => {
    renderApp(null)
    const load = deferred()
    trackProgress(load.promise)
    act(() => vi.advanceTimersByTime(THROTTLE_MS))
    expect(bar().dataset.phase).toBe('running')
    expect(bar().style.transition).toContain(`${DURATION_MS}ms`)
    load.resolve()
    await flush()
    expect(bar().dataset.phase).toBe('done')
    expect(bar().style.transform).toBe('scaleX(1)')
    act(() => vi.advanceTimersByTime(1000))
    expect(bar().dataset.phase).toBe('idle')
  })

  it('turns red when the load fails', async () => {
    renderApp(null)
    const load = deferred()
    trackProgress(load.promise).catch(() => {})
    act(() => vi.advanceTimersByTime(THROTTLE_MS))
    load.reject(new Error('chunk failed'))
    await flush()
    expect(bar().dataset.phase).toBe('failed')
    expect(bar().style.background).toMatch(/#ef4444|rgb\(239, 68, 68\)/)
  })

  // A page's data is part of the navigation: a page that waits for its first answer shows the bar.
  function PageWithData({ query }: { query: ReturnType<typeof queryAtom<string>> }) {
    const { data } = useAtomValue(query)
    return <p>{data ?? 'กำลังโหลด...'}</p>
  }

  it("shows while a page's first data loads, and fills once it came", async () => {
    const answer = deferred()
    const query = queryAtom(async () => {
      await answer.promise
      return 'ผลรางวัล'
    })
    renderApp(<PageWithData query={query} />)
    act(() => vi.advanceTimersByTime(THROTTLE_MS))
    expect(bar().dataset.phase).toBe('running')
    answer.resolve()
    await flush()
    expect(screen.getByText('ผลรางวัล')).toBeTruthy()
    expect(bar().dataset.phase).toBe('done')
  })

  it("turns red when a page's data fails to load", async () => {
    const answer = deferred()
    const query = queryAtom(async () => {
      await answer.promise
      return 'ผลรางวัล'
    })
    renderApp(<PageWithData query={query} />)
    act(() => vi.advanceTimersByTime(THROTTLE_MS))
    answer.reject(new Error('lotto/results failed'))
    await flush()
    expect(bar().dataset.phase).toBe('failed')
  })

  it('stays hidden when a page comes back to data it already shows (the reload runs behind it)', async () => {
    let answers = 0
    const slow = deferred()
    const query = queryAtom(async () => {
      answers += 1
      if (answers > 1) await slow.promise
      return `ครั้งที่ ${answers}`
    })
    const { unmount, store } = renderApp(<PageWithData query={query} />)
    await flush()
    expect(screen.getByText('ครั้งที่ 1')).toBeTruthy()
    unmount()
    resetProgress()
    renderApp(<PageWithData query={query} />, { store })
    act(() => vi.advanceTimersByTime(THROTTLE_MS * 2))
    expect(answers).toBe(2)
    expect(screen.getByText('ครั้งที่ 1')).toBeTruthy()
    expect(bar().dataset.phase).toBe('idle')
    slow.resolve()
    await flush()
    expect(screen.getByText('ครั้งที่ 2')).toBeTruthy()
  })
})
