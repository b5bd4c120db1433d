/**
 * Which overlays show (dialogs, the drawer, sheets), as pure rules over one state. An overlay the
 * member opened shows at once; one that opens by itself (the important announcements) never covers
 * another: it waits until everything showing has closed.
 */
export interface OverlayState<N extends string> {
  /** Showing now, oldest first (the last one is on top). */
  readonly shown: readonly N[]
  /** Opened by themselves while something showed: each shows, in turn, once nothing does. */
  readonly waiting: readonly N[]
}

export const noOverlays = <N extends string>(): OverlayState<N> => ({ shown: [], waiting: [] })

const without = <N extends string>(list: readonly N[], name: N) => list.filter((n) => n !== name)

/** The member opened `name`: it shows now, on top of whatever shows. */
export function openByMember<N extends string>(state: OverlayState<N>, name: N): OverlayState<N> {
  if (state.shown.includes(name)) return state
  return { shown: [...state.shown, name], waiting: without(state.waiting, name) }
}

/** `name` opens by itself: it shows only when nothing else does, otherwise it waits its turn. */
export function openBySelf<N extends string>(state: OverlayState<N>, name: N): OverlayState<N> {
  if (state.shown.includes(name) || state.waiting.includes(name)) return state
  if (state.shown.length === 0) return { ...state, shown: [name] }
  return { ...state, waiting: [...state.waiting, name] }
}

/** `name` closes (or stops waiting); when nothing shows any more, the first waiting one shows. */
export function close<N extends string>(state: OverlayState<N>, name: N): OverlayState<N> {
  if (!state.shown.includes(name) && !state.waiting.includes(name)) return state
  const shown = without(state.shown, name)
  const waiting = without(state.waiting, name)
  if (shown.length > 0 || waiting.length === 0) return { shown, waiting }
  const [next, ...rest] = waiting
  return { shown: [next], waiting: rest }
}
