import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { entryModules, sharedGroups } from './scripts/chunk-groups.ts'
import { kanitSubset } from './scripts/kanit-subset.ts'

/**
 * The first screen's CSS (a few KB: brand.css and the shell's CSS modules) goes into index.html
 * itself, so no stylesheet request blocks the first paint on a slow link.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html']
      if (html?.type !== 'asset') return
      // ENTRY_FILES must name the entry's files only (a lazy chunk named `core` would lose its preload).
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry)
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
      if (entry?.type === 'chunk') {
        // The entry's files: its script, the chunks it imports, and their CSS.
        const css = [entry, ...chunks.filter((c) => entry.imports.includes(c.fileName))].flatMap((c) => [
          ...(c.viteMetadata?.importedCss ?? []),
        ])
        const own = new Set([entry.fileName, ...entry.imports, ...css])
        const stray = Object.keys(bundle).filter((name) => ENTRY_FILES.test(name) && !own.has(name))
        if (stray.length) throw new Error(`ENTRY_FILES matches files the entry does not load: ${stray}`)
      }
      html.source = String(html.source).replace(
        /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
        (tag, file: string) => {
          const css = bundle[file]
          if (css?.type !== 'asset') return tag
          // No lazy chunk may list it among its preloads then: with no <link> naming it, Vite's
          // preload helper fetched and applied the whole CSS again when one loaded. It may be the
          // CSS of a chunk the entry imports (core's), not the entry's own.
          for (const chunk of chunks) chunk.viteMetadata?.importedCss.delete(file)
          return `<style>${String(css.source)}</style>`
        },
      )
    },
  }
}

const apiPort = process.env.PORT ?? '3000'

/** The files index.html loads (the entry, its CSS, the chunks it imports): see `modulePreload`. */
const ENTRY_FILES = /^assets\/(index|vendor|core|rolldown-runtime)-[\w-]{8}\.(js|css)$/

/**
 * What the `core` chunk (below) takes besides the entry's own modules (scripts/chunk-groups.ts): the
 * endpoint files the entry uses through the contract/endpoints barrel, and Vite's preload helper.
 */
const CORE_EXTRA = /src\/contract\/endpoints\/(auth|line|agent|wallet)\.ts$|preload-helper/

/**
 * A CSS module class's name in a build: `_<class>_<hash of its file>`, without the line number
 * Vite adds by default. Every chunk carries its modules' class maps, and the first screen's CSS is
 * in index.html: the first screen of `/` 90.1 -> 89.9 KB. (A 6-character hash alone compresses
 * worse: 90.2 KB.)
 */
const shortClassName = (name: string, file: string) =>
  `_${name}_${createHash('sha256').update(file.split('?')[0]).digest('base64url').slice(0, 5)}`

const SRC = fileURLToPath(new URL('./src', import.meta.url))
const ENTRY = entryModules(SRC)

export default defineConfig(({ command }) => ({
  css: { modules: command === 'build' ? { generateScopedName: shortClassName } : {} },
  plugins: [react(), inlineEntryCss(), kanitSubset()],
  resolve: {
    // wouter's shim of useSyncExternalStore for React 17 and older: React 19's own hook instead.
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    // bench:size reads the manifest to find what the first screen downloads.
    manifest: true,
    // LINE's in-app browser is the phone's own engine (Android's Chrome WebView, iOS's WKWebView),
    // so the floor is the oldest Safari we run on: es2022 syntax needs Safari 16.4. Measured on the
    // first screen of `/`: es2020, es2022, esnext and ['chrome111', 'safari16.4'] are the same bytes
    // (within 7), since nothing we ship needs lowering even for es2020; es2022 keeps iOS 16.4 safe.
    target: 'es2022',
    modulePreload: {
      // The polyfill makes `<link rel="modulepreload">` work where the browser does not: among the
      // browsers our es2022 target runs on, only Safari 16.4 to 16.7 (iOS 16; modulepreload came with
      // Safari 17, Chrome and Android's WebView, LINE's in-app browser on Android, had it since 66). It
      // runs after the entry's own imports have loaded, so it only ever helps a lazy chunk's imports
      // (fetched with it, not after it); 0.2 KB gzip on every first screen for that is not worth it.
      polyfill: false,
      // A lazy chunk's preload list need not name what the entry already loaded (the entry, its CSS
      // inlined into index.html, vendor, core, the runtime): the entry's CSS was even fetched and
      // applied a second time, since no <link> names it (inlineEntryCss). index.html's own list
      // keeps them: without it the browser found vendor and core only once it had index's script.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => !ENTRY_FILES.test(dep)),
    },
    rolldownOptions: {
      // jotai/utils makes its default JSON storage at module level (`createJSONStorage()`, no side
      // effect but not marked pure), so it stayed in every build that imports anything of jotai/utils;
      // our storage atoms have their own adapter (lib/storage.ts). 0.3 KB gzip on the first screen of `/`.
      treeshake: { manualPureFunctions: ['createJSONStorage'] },
      output: {
        // The libraries every page runs (React, the router, jotai, ky) in one chunk: left alone they
        // split into small chunks shared with the lazy pages, and each compresses apart (about 1 KB
        // more gzip on the first screen of `/`, see bench:size). 76 KB of the first screen's 93 KB:
        // react-dom's client alone is 61 KB, React 2.9, ky 5, jotai 4, wouter 2, scheduler 1.5.
        // Measured and left: oxc minifies it best (esbuild +2 KB, terser over it nothing); the
        // build target changes nothing; the core chunk merged into this one would save 0.4 KB but
        // have returning members download all of it again after any change of ours.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|jotai|wouter|regexparam)[\\/]/,
              priority: 10,
            },
            // Likewise our modules the entry runs (the API client, session, storage, paths, texts,
            // server state, the shell): one chunk, not a dozen small ones shared with lazy pages
            // (moving the route table's loaders and the overlays out of the entry once split them
            // into six chunks, 1.5 KB more). index.js keeps main.tsx alone.
            { name: 'core', test: (id) => CORE_EXTRA.test(id) || ENTRY.has(id.split('?')[0]), priority: 10 },
            // ky (the API client's HTTP) is imported on the first call that needs the network, or at
            // idle: `/` asks the API nothing before idle (its first data comes with the HTML), so a
            // visitor's first screen does not carry it (4.4 KB gzip). Named so bench:size and e2e see it.
            { name: 'ky', test: /node_modules[\\/]ky[\\/]/, priority: 10 },
            // Our modules two or more pages share: `kit`, then a chunk per feature, not dozens of
            // small ones (scripts/chunk-groups.ts).
            ...sharedGroups(SRC).groups,
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/provider': `http://127.0.0.1:${apiPort}` },
  },
  test: {
    // Vitest's default is one worker less than the cores: a single worker on CI's 2 cores. Two use
    // both (the server files spend part of their time waiting on the database).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/offline.ts'],
          // A page test renders Chakra and types like a member: 1 to 3 s on a quiet machine, more on
          // a busy one. Tests wait for states; this bound only stops a test that hangs.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // One migrated database per run; each file starts from a copy of it.
          globalSetup: ['tests/server/global-setup.ts'],
          // Files share a worker's node_modules (loading Fastify, TypeBox, Drizzle and PGlite's
          // WebAssembly once per worker, not per file); fresh-modules.ts re-evaluates our own
          // modules before each file, so no file sees another's module state.
          isolate: false,
          setupFiles: ['tests/server/fresh-modules.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}))
