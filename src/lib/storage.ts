import { atom, type SetStateAction, type WritableAtom } from 'jotai'

/**
 * Persistence layout fixed by the spec, keys in one place:
 * - localStorage `local_data` = `{ user, local, lobby }` (user = token + user info, local = logged-in
 *   flag and UI prefs, lobby = game caches);
 * - sessionStorage `session_data` = one object of per-tab session state.
 * Atoms address a value by path: a whole section (`'user'`) or one field of a section
 * (`'local.isLoggedIn'`, `'lobby.casino'`), so several atoms share a section without overwriting
 * each other. Stored JSON is not type-safe: every read goes through a validator and falls back to
 * the atom's initial value.
 */
export const STORAGE_KEYS = { local: 'local_data', session: 'session_data' } as const

export type LocalPath = 'user' | 'local' | 'lobby' | `local.${string}` | `lobby.${string}`
export type Validator<T> = (value: unknown) => value is T

type Root = Record<string, unknown>
type Area = 'local' | 'session'

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'
export const isString = (value: unknown): value is string => typeof value === 'string'

/** What `local_data` always holds, even before anything was stored. */
const LOCAL_DEFAULTS = (): Root => ({ user: null, local: { isLoggedIn: false }, lobby: {} })

function webStorage(area: Area): Storage | undefined {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage
  } catch {
    return undefined // storage disabled (privacy mode, sandboxed frame)
  }
}

/**
 * The last text written per area, for when web storage refuses it (privacy mode, quota): the
 * session (token included) then lives in memory for this page instead of being lost at once.
 */
const unsaved: Partial<Record<Area, string>> = {}

function readRoot(area: Area): Root {
  const base = area === 'local' ? LOCAL_DEFAULTS() : {}
  try {
    const raw = unsaved[area] ?? webStorage(area)?.getItem(STORAGE_KEYS[area])
    const parsed: unknown = raw ? JSON.parse(raw) : null
    if (!isRecord(parsed)) return base
    const root: Root = { ...base, ...parsed }
    if (area === 'local') {
      if (!isRecord(root.local)) root.local = base.local
      if (!isRecord(root.lobby)) root.lobby = base.lobby
    }
    return root
  } catch {
    return base
  }
}

function writeRoot(area: Area, root: Root): void {
  const text = JSON.stringify(root)
  try {
    const storage = webStorage(area)
    if (!storage) throw new Error('no storage')
    storage.setItem(STORAGE_KEYS[area], text)
    delete unsaved[area]
  } catch {
    unsaved[area] = text
  }
}

const splitPath = (path: string): [string, string | undefined] => {
  const dot = path.indexOf('.')
  return dot < 0 ? [path, undefined] : [path.slice(0, dot), path.slice(dot + 1)]
}

function getPath(root: Root, path: string): unknown {
  const [section, field] = splitPath(path)
  const value = root[section]
  if (field === undefined) return value
  return isRecord(value) ? value[field] : undefined
}

function setPath(root: Root, path: string, value: unknown): Root {
  const [section, field] = splitPath(path)
  if (field === undefined) {
    const next: Root = { ...root, [section]: value }
    if (value === undefined) delete next[section]
    return next
  }
  const current = isRecord(root[section]) ? (root[section] as Root) : {}
  const next: Root = { ...current, [field]: value }
  if (value === undefined) delete next[field]
  return { ...root, [section]: next }
}

/** Reads one value without an atom (boot code that runs before React, e.g. restoring the token). */
export function readStored<T>(area: Area, path: string, initial: T, validate: Validator<T>): T {
  const value = getPath(readRoot(area), path)
  return validate(value) ? value : initial
}

/** Writes one value; `undefined` removes it (a removed `local_data` section returns to its default). */
export function writeStored(area: Area, path: string, value: unknown): void {
  const root = setPath(readRoot(area), path, value)
  writeRoot(area, area === 'local' ? { ...LOCAL_DEFAULTS(), ...root } : root)
}

/** The jotai storage adapter for one area, validating every read. */
export function createSectionStorage<T>(area: Area, validate: Validator<T>) {
  return {
    getItem: (path: string, initial: T): T => readStored(area, path, initial, validate),
    setItem: (path: string, value: T): void => writeStored(area, path, value),
    removeItem: (path: string): void => writeStored(area, path, undefined),
    // Another tab changed the area: push the fresh value into the atom.
    subscribe: (path: string, callback: (value: T) => void, initial: T) => {
      if (typeof window === 'undefined') return () => {}
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea !== webStorage(area)) return
        if (event.key !== STORAGE_KEYS[area] && event.key !== null) return
        callback(readStored(area, path, initial, validate))
      }
      window.addEventListener('storage', onStorage)
      return () => window.removeEventListener('storage', onStorage)
    },
  }
}

/**
 * A jotai atom persisted at `path` in `area`, read synchronously on first use and again when mounted,
 * following other tabs' changes while mounted; a write goes to the atom and to storage at once. (What
 * jotai/utils' `atomWithStorage` with `getOnInit` does for this adapter, without its JSON storage.)
 */
function atomWithStored<T>(area: Area, path: string, initial: T, validate: Validator<T>) {
  const storage = createSectionStorage(area, validate)
  const stored = atom(storage.getItem(path, initial))
  stored.onMount = (setStored) => {
    setStored(storage.getItem(path, initial))
    return storage.subscribe(path, setStored, initial)
  }
  const persisted: WritableAtom<T, [SetStateAction<T>], void> = atom(
    (get) => get(stored),
    (get, set, update: SetStateAction<T>) => {
      const next = typeof update === 'function' ? (update as (prev: T) => T)(get(stored)) : update
      set(stored, next)
      storage.setItem(path, next)
    },
  )
  return persisted
}

/** A jotai atom persisted at `path` inside `local_data` (read synchronously on first use). */
export const atomWithLocalData = <T>(path: LocalPath, initial: T, validate: Validator<T>) =>
  atomWithStored('local', path, initial, validate)

/** A jotai atom persisted under `key` inside `session_data` (this tab only). */
export const atomWithSessionData = <T>(key: string, initial: T, validate: Validator<T>) =>
  atomWithStored('session', key, initial, validate)
