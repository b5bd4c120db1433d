import { createStore } from 'jotai'

/** The one jotai store of the site: the provider mounts it; boot code and tests may read it. */
export const store = createStore()
