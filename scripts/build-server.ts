/**
 * `npm run build:server`: the server as one ES module, `dist-server/main.mjs`, run with plain
 * `node` (`npm run serve`). Under tsx every module is compiled at load by a loader thread of its own
 * and kept with its source map: measured on the idle server after seeding, 222 MB resident against
 * 153 MB for this bundle (issue 24: 1,000 live clients must fit in 250 MB). Packages stay in
 * node_modules (not bundled); the migrations and the database functions are read from files next
 * to the module (db/open.ts, db/functions.ts), so they are copied beside it.
 *
 * `dist-server/main.mjs.map` maps stacks back to the TypeScript: `node --enable-source-maps
 * dist-server/main.mjs` when reading a crash (it costs memory, so it is not the default).
 */
import { cpSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Bundles `entry` (a path from the repository root) into `outFile` (a .mjs), with the database's files beside it. */
export async function buildServer(entry: string, outFile: string): Promise<void> {
  const outDir = dirname(outFile)
  rmSync(outDir, { recursive: true, force: true })
  await build({
    entryPoints: [join(root, entry)],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  })
  for (const folder of ['migrations', 'functions'])
    cpSync(join(root, 'server/db', folder), join(outDir, folder), { recursive: true })
}

// Run as a script (not when bundled into the bench's server: scripts/bench-api.ts).
if (process.argv[1]?.endsWith('build-server.ts')) {
  const outFile = join(root, 'dist-server/main.mjs')
  await buildServer('server/main.ts', outFile)
  console.log(`server built: ${outFile}`)
}
