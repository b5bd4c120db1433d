import { buildApp } from './app'
import { ensureFirstOwner } from './compose/first-owner'
import { seed } from './compose/seed'
import { loadConfig } from './config'
import { openDb } from './db/open'
import { DEMO_MEMBER } from './db/seed-content'
import { appDeps } from './deps'
import { ForwardClock, systemClock } from './lib/clock'
import { cryptoRandom } from './lib/random'
import { withStandIn } from './line-stand-in/config'

/** Runs the server: config from the environment, database, migrations, first-run seed, listen. */
async function main() {
  const loaded = loadConfig()
  // The demo needs an operator to confirm deposits: without OPERATOR_TOKEN it makes one for this run.
  const generatedToken =
    loaded.demo && !loaded.operatorToken ? cryptoRandom.bytes(24).toString('base64url') : null
  const withToken = generatedToken ? { ...loaded, operatorToken: generatedToken } : loaded
  // The demo LINE (LINE_STAND_IN): a made-up channel whose endpoints are this server's /line-demo.
  const config = withToken.lineStandIn ? withStandIn(withToken, cryptoRandom) : withToken
  const logger = {
    level: config.logLevel,
    // Tokens and passwords never reach the logs.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.new_password',
        '*.old_password',
        '*.reset_token',
        '*.access_token',
        '*.code',
      ],
      censor: '[redacted]',
    },
  }
  const opened = await openDb({ url: config.databaseUrl, dataDir: config.dataDir })
  await opened.migrate()
  // E2E_TEST_CLOCK (the end-to-end harness only): a clock POST /e2e/clock moves forward.
  const deps = appDeps(opened, config, config.testClock ? new ForwardClock() : systemClock)
  const app = await buildApp({ ...deps, logger })
  const seeded = await seed(deps, config.seed)
  // The back office's first owner: made (and printed below, once) when there is no staff yet.
  const firstOwner = await ensureFirstOwner(deps)
  app.log.info(
    { dialect: opened.dialect, seeded, seedMode: config.seed },
    seeded ? 'database seeded' : 'database ready',
  )

  // Every instance polls; the database hands each due run to one of them.
  app.jobs.start(config.jobsPollMs, (error) => app.log.error({ err: error }, 'job runner failed'))

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    try {
      await app.close()
      await opened.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const url = `http://${shownHost}:${port}`
  console.log(
    [
      '',
      `  BW222 is running at ${url}  (API docs: ${url}/api/docs)`,
      `  Database: ${opened.dialect === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
      ...(config.seed === 'demo' ? [`  Demo login: ${DEMO_MEMBER.phone} / ${DEMO_MEMBER.password}`] : []),
      ...(config.lineStandIn
        ? [`  Log in with LINE: the demo LINE (a stand-in, no internet) behind ${url}/login`]
        : []),
      `  Back office: ${url}/backoffice`,
      ...(firstOwner
        ? [
            `  Back-office owner (shown once; set up two-factor at the first login): ${firstOwner.username} / ${firstOwner.password}`,
          ]
        : []),
      ...(generatedToken
        ? [
            `  Operator token (generated for this run; set OPERATOR_TOKEN to keep one): ${generatedToken}`,
            '  Confirm the newest pending deposit:',
            `    curl -X POST -H 'Authorization: Bearer ${generatedToken}' -H 'Content-Type: application/json' -d '{}' ${url}/api/operator/payment/confirm_newest`,
          ]
        : []),
      '',
    ].join('\n'),
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
