import { defineConfig, devices } from '@playwright/test'
import {
  CLOCK_PORT,
  DEMO_PORT,
  DEMO_URL,
  E2E_OPERATOR_TOKEN,
  JUMP_PORT,
  MINIMAL_PORT,
} from './tests/e2e/ports'

/**
 * End-to-end tests: the built site (with the LIFF mock compiled in, see tests/e2e/README.md) and
 * the real server with a fresh embedded database, driven in the system Chromium.
 * Three servers, on the ports of tests/e2e/ports.ts: `demo` (full demo content), `minimal` (no
 * notifications, banners or events), and a second `demo` whose clock the tests move forward
 * (E2E_TEST_CLOCK: `POST /e2e/clock`, so a Bangkok day can end and its jobs run without disturbing
 * the other tests' server).
 */

const server = (port: number, seed: string, extraEnv: Record<string, string> = {}) => ({
  command: `rm -rf .e2e-data/${seed}-${port} && tsx server/main.ts`,
  url: `http://127.0.0.1:${port}/api/agent/validate?code=bw222`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: `.e2e-data/${seed}-${port}`,
    STATIC_DIR: process.env.E2E_DIST ?? 'dist-e2e',
    GAMES_DIR: process.env.E2E_GAMES_DIST ?? 'dist-games',
    BACKOFFICE_DIR: process.env.E2E_BACKOFFICE_DIST ?? 'dist-backoffice',
    SEED: seed,
    OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
    CODE_SENDER: 'outbox',
    LOG_LEVEL: 'warn',
    // Many tests log in from one address within a minute; the limiter itself is covered by the server suite.
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    // A cheap password hash (the production 2^17 costs ~0.2 s of CPU per login or register); the
    // cost itself is measured by the server suite and `npm run bench:api`.
    SCRYPT_LOG_N: '10',
    // Settlement and the other jobs run soon after they are due (the lottery journey waits for a win).
    JOBS_POLL_MS: '500',
    // Virtual football at a quick pace (a kick-off every 10 s, 5 s matches), so a slip settles
    // within a test; production keeps 180 s and 90 s.
    FOOTBALL_INTERVAL_SECONDS: '10',
    FOOTBALL_MATCH_SECONDS: '5',
    ...extraEnv,
  },
})

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    baseURL: DEMO_URL,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    trace: 'off',
    ...devices['Pixel 7'],
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    // LINE_STAND_IN: the demo LINE (server/line-stand-in) answers LINE Login and gives LIFF ID tokens.
    server(DEMO_PORT, 'demo', { LINE_STAND_IN: '1' }),
    server(MINIMAL_PORT, 'minimal'),
    server(CLOCK_PORT, 'demo', { E2E_TEST_CLOCK: '1' }),
    // A second test clock for journeys that jump whole days at any moment (responsible play's time-out),
    // so they never end a day under the cashback journeys of CLOCK_PORT.
    server(JUMP_PORT, 'demo', { E2E_TEST_CLOCK: '1' }),
  ],
})
