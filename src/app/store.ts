import { createStore } from 'jotai'
import { startTransition } from 'react'

/** Whether a DOM event is being dispatched now (what React itself reads to rank an update). */
const inEvent = () => typeof window !== 'undefined' && window.event !== undefined

/**
 * A jotai store as the site's (`store` below; the unit tests' renders make their own).
 *
 * A change that is not the member's own input (an answer from the API, a live event, a timer)
 * re-renders in a transition, so React renders it in slices and yields between them: a page's data
 * arriving was one blocking task of the whole page's render (120 ms and more on Lighthouse's phone).
 * A change made while an event is dispatched (typing, a tap) renders at once, as before: a
 * controlled field must not lag behind the keys.
 */
export function createAppStore(): ReturnType<typeof createStore> {
  const base = createStore()
  return {
    ...base,
    sub: (atom, listener) => base.sub(atom, () => (inEvent() ? listener() : startTransition(listener))),
  }
}

/** The one jotai store of the site: the provider mounts it; boot code and tests may read it. */
export const store = createAppStore()
