import { loadConfig } from '../server/config'
import { openDb } from '../server/db/open'
import { appDeps } from '../server/deps'
import { cryptoRandom } from '../server/lib/random'
import { createStaff } from '../server/modules/staff/accounts'

/**
 * `npm run staff:owner -- <username> [name]`: adds a back-office owner to the database the server
 * uses (DATA_DIR or DATABASE_URL, as the server reads them) with a random password, printed once.
 * For the first owner of a production database, or when every owner lost access. Stop the server
 * first when it uses the embedded database (PGlite holds its folder).
 */
async function main() {
  const [username, name] = process.argv.slice(2)
  if (!username || !/^[a-z0-9._-]{3,32}$/.test(username)) {
    console.error('usage: npm run staff:owner -- <username: a-z 0-9 . _ -, 3 to 32> [name]')
    process.exit(2)
  }
  const config = loadConfig()
  const opened = await openDb({ url: config.databaseUrl, dataDir: config.dataDir })
  try {
    await opened.migrate()
    const password = cryptoRandom.bytes(12).toString('base64url')
    const deps = appDeps(opened, config)
    const made = await createStaff(deps, { username, name: name ?? username, role: 'owner', password }, null)
    if (!made.ok) {
      console.error(made.message)
      process.exitCode = 1
      return
    }
    console.log(
      `Back-office owner ${username} / ${password}  (shown once; set up two-factor at the first login)`,
    )
  } finally {
    await opened.close()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
