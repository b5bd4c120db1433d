import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  DURATION_MS,
  resetProgress,
  THROTTLE_MS,
  trackProgress,
} from '../../../src/app/progress/progress-store'
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
    // The app provider mounts the one progress bar.
    renderApp(null)
  })
  afterEach(() => {
    vi.useRealTimers()
    resetProgress()
  })

  it('stays hidden for a load faster than the 200 ms throttle', async () => {
    const load = deferred()
    trackProgress(load.promise)
    act(() => vi.advanceTimersByTime(THROTTLE_MS - 50))
    load.resolve()
    await flush()
    act(() => vi.advanceTimersByTime(THROTTLE_MS))
    expect(bar().dataset.phase).toBe('idle')
  })

  it('shows after 200 ms, creeps over 5 s, fills and hides when the load ends', async () => {
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
    const load = deferred()
    trackProgress(load.promise).catch(() => {})
    act(() => vi.advanceTimersByTime(THROTTLE_MS))
    load.reject(new Error('chunk failed'))
    await flush()
    expect(bar().dataset.phase).toBe('failed')
    expect(bar().style.background).toMatch(/#ef4444|rgb\(239, 68, 68\)/)
  })
})
