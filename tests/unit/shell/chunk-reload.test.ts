import { afterEach, describe, expect, it, vi } from 'vitest'
import { RELOAD_INTERVAL_MS, reloadForNewChunks } from '../../../src/app/chunk-reload'

afterEach(() => sessionStorage.clear())

describe('chunk load failure', () => {
  it('reloads the page at most once a minute', () => {
    const reload = vi.fn()
    const t0 = 1_700_000_000_000
    expect(reloadForNewChunks(t0, reload)).toBe(true)
    expect(reloadForNewChunks(t0 + 10_000, reload)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(reloadForNewChunks(t0 + RELOAD_INTERVAL_MS, reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('keeps the timestamp in session_data', () => {
    reloadForNewChunks(42_000_000, () => {})
    expect(JSON.parse(sessionStorage.getItem('session_data') ?? '{}').chunkReloadAt).toBe(42_000_000)
  })
})
