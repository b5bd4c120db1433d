import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * The back office (`backoffice/index.html`): its own entry and bundle, built apart from the member
 * site (none of it reaches the site's bundles; tests/unit/backoffice-bundle.test.ts) into
 * BACKOFFICE_OUT (default dist-backoffice), which the server serves at /backoffice (BACKOFFICE_DIR).
 */
export default defineConfig({
  root: resolve(import.meta.dirname, 'backoffice'),
  base: '/backoffice/',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: resolve(import.meta.dirname, process.env.BACKOFFICE_OUT ?? 'dist-backoffice'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // One bundle for staff on office links (React, Chakra and the desks); not the member site's budget.
    chunkSizeWarningLimit: 1000,
  },
  server: { proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? '3000'}` } },
})
