import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const apiPort = process.env.PORT ?? '3000'

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    // bench:size reads the manifest to find what the first screen downloads.
    manifest: true,
    target: 'es2022',
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/provider': `http://127.0.0.1:${apiPort}` },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/offline.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
