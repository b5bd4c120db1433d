import { createStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  atomWithLocalData,
  atomWithSessionData,
  isBoolean,
  isRecord,
  STORAGE_KEYS,
} from '../../../src/lib/storage'

const stored = () => JSON.parse(localStorage.getItem('local_data') ?? 'null')
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string')

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('local_data storage adapter', () => {
  it('keeps the spec layout { user, local, lobby } under one local_data key', () => {
    const store = createStore()
    const flag = atomWithLocalData('local.isLoggedIn', false, isBoolean)
    const hot = atomWithLocalData('lobby.hot', [] as string[], isStringArray)
    store.set(flag, true)
    store.set(hot, ['game-1'])
    expect(STORAGE_KEYS.local).toBe('local_data')
    expect(stored()).toEqual({ user: null, local: { isLoggedIn: true }, lobby: { hot: ['game-1'] } })
  })

  it('reads what an earlier visit stored', () => {
    localStorage.setItem('local_data', JSON.stringify({ user: null, local: { isLoggedIn: true }, lobby: {} }))
    const flag = atomWithLocalData('local.isLoggedIn', false, isBoolean)
    expect(createStore().get(flag)).toBe(true)
  })

  it('falls back to the default when the stored JSON is broken', () => {
    localStorage.setItem('local_data', '{not json')
    const flag = atomWithLocalData('local.isLoggedIn', false, isBoolean)
    expect(createStore().get(flag)).toBe(false)
  })

  it('rejects stored values of the wrong type', () => {
    localStorage.setItem('local_data', JSON.stringify({ local: { isLoggedIn: 'yes' }, lobby: [], user: 42 }))
    const flag = atomWithLocalData('local.isLoggedIn', false, isBoolean)
    const user = atomWithLocalData('user', null, (v): v is null => v === null)
    const store = createStore()
    expect(store.get(flag)).toBe(false)
    expect(store.get(user)).toBeNull()
  })

  it('keeps other fields of a section when one atom writes (no overwrite)', () => {
    localStorage.setItem('local_data', JSON.stringify({ local: { isLoggedIn: true, sound: 'off' } }))
    const store = createStore()
    const flag = atomWithLocalData('local.isLoggedIn', false, isBoolean)
    store.set(flag, false)
    expect(stored().local).toEqual({ isLoggedIn: false, sound: 'off' })
    expect(stored()).toHaveProperty('lobby')
  })

  it('a mounted atom follows another tab and reads storage again when mounted', () => {
    const store = createStore()
    const section = atomWithLocalData('lobby', {} as Record<string, unknown>, isRecord)
    localStorage.setItem('local_data', JSON.stringify({ lobby: { casino: [1] } }))
    const unmount = store.sub(section, () => {})
    expect(store.get(section)).toEqual({ casino: [1] })
    localStorage.setItem('local_data', JSON.stringify({ lobby: { casino: [2] } }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'local_data', storageArea: localStorage }))
    expect(store.get(section)).toEqual({ casino: [2] })
    store.set(section, (prev) => ({ ...prev, slot: [3] }))
    expect(stored().lobby).toEqual({ casino: [2], slot: [3] })
    unmount()
  })
})

describe('session_data storage adapter', () => {
  it('writes this tab’s state under session_data in sessionStorage only', () => {
    const store = createStore()
    const tried = atomWithSessionData('liffLoginTried', false, isBoolean)
    store.set(tried, true)
    expect(JSON.parse(sessionStorage.getItem('session_data') ?? 'null')).toEqual({ liffLoginTried: true })
    expect(localStorage.getItem('local_data')).toBeNull()
  })

  it('treats a non-object session_data as empty', () => {
    sessionStorage.setItem('session_data', '[1,2]')
    const tried = atomWithSessionData('liffLoginTried', false, isBoolean)
    expect(createStore().get(tried)).toBe(false)
  })
})
