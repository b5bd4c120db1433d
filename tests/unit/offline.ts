import { configure } from '@testing-library/react'

/**
 * Unit tests never reach a network: a request no test stubbed (e.g. a start-up load still running
 * after its test ended and restored the globals) fails at once as if offline, instead of trying a
 * real server on localhost. Tests stub `fetch` with `vi.stubGlobal` for the calls they are about.
 */
globalThis.fetch = async () => {
  throw new TypeError('offline: fetch is not stubbed in this unit test')
}

// Lazy pages load their chunk on first render: on a loaded machine (CI shares 2 cores with the
// server suites) that can take more than Testing Library's default 1 s for `findBy...`/`waitFor`.
configure({ asyncUtilTimeout: 5000 })

// The API client loads ky on its first network call (lib/api-client.ts, ky's own chunk in the
// build). Loaded here once, so that first call does not wait on the module loader's file reads,
// which fake timers and a single `act` flush do not cover.
await import('ky')
