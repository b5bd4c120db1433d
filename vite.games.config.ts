import { existsSync, readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig } from 'vite'

/**
 * The built-in provider's game pages: every `games/<code>/index.html` is an entry of its own,
 * built apart from the member site (none of this reaches the site's bundles) into GAMES_OUT
 * (default dist-games), which the server serves under /provider/builtin/ (GAMES_DIR).
 */
const root = resolve(import.meta.dirname, 'games')
const pages = Object.fromEntries(
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(resolve(root, entry.name, 'index.html')))
    .map((entry) => [entry.name, resolve(root, entry.name, 'index.html')]),
)

export default defineConfig({
  root,
  base: '/provider/builtin/',
  publicDir: false,
  build: {
    outDir: resolve(import.meta.dirname, process.env.GAMES_OUT ?? 'dist-games'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rollupOptions: { input: pages },
  },
})
