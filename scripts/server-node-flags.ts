/**
 * The flags `node` runs the bundled server with (`npm run serve`, `npm start`, and the servers of
 * `npm run bench:api`; package.json's scripts spell them out, tests/unit/server-node-flags.test.ts
 * holds them to this list).
 *
 * `--max-old-space-size=512`: V8 lets its old generation grow to a multiple of what survived the
 * last full collection before it collects again, and that multiple depends on the heap's ceiling:
 * 4 with the default ceiling (about 4 GB on a large machine), about 1.4 with 512 MB. Measured (issue
 * 24, full bench:api on PostgreSQL): after the money, games and lotto parts the server's live heap is
 * about 50 MB (a heap snapshot, which collects first: code and sources 30 MB, nothing that grows with
 * the load), yet V8 held 163 to 212 MB of heap, the rest garbage of those bursts not yet collected.
 * Paired runs, without and with the flag: 254 -> 192 MB resident before the Yeekee part, 271 -> 187
 * MB with the 1,000 live clients (V8 heap 163 of 199 -> 72 of 114 MB). 512 MB is ten times the live
 * heap (the 1,000 streams add about 9 MB), so it is no limit a normal load comes near.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-old-space-size=512']
