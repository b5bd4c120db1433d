import { vi } from 'vitest'

/**
 * The server project shares its workers between test files (`isolate: false`, vite.config.ts):
 * node_modules (Fastify, TypeBox, Drizzle, PGlite and its compiled WebAssembly) load once per worker
 * instead of once per file, which was most of each file's start. Our own modules stay fresh for
 * every file: this setup file runs before each one and drops them, so module state (the ledger's
 * subscriber list, caches, a test's extra subscriber) never carries from one file to the next.
 */
vi.resetModules()
