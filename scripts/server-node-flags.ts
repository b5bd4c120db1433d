/**
 * The flags `node` runs the bundled server with (`npm run serve`, `npm start`, and the servers of
 * `npm run bench:api`; package.json's scripts spell them out, tests/unit/server-node-flags.test.ts
 * holds them to this list).
 *
 * `--max-old-space-size=512`: V8 lets its old generation grow to a multiple of what survived the
 * last full collection before it collects again, and that multiple depends on the heap's ceiling:
 * 4 with the default ceiling (4 GB on a large machine), about 1.4 with 512 MB. Measured (issue 24,
 * full bench on PostgreSQL): after the money, games and lotto parts the server's live heap is about
 * 50 MB (a heap snapshot, which collects first), yet it held 165 to 212 MB of V8 heap, the rest
 * garbage from those bursts not yet collected, and 256 MB resident before any Yeekee load. With
 * this ceiling: 123 MB of heap and 198 MB resident at the same point, 195 MB with the 1,000 live
 * clients (272 MB without, in a paired run), CPU per operation unchanged within the noise. 512 MB
 * is ten times the live heap, so it is no limit a normal load comes near.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-old-space-size=512']
