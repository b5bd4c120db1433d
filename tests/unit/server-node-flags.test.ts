import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags'

/**
 * The server runs with the same node flags wherever it runs bundled: `npm run serve` (production),
 * `npm start` (the demo) and bench:api's servers (which import the list), so the bench measures the
 * memory production has.
 */
const scripts = (
  JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
).scripts

describe('node flags of the bundled server', () => {
  it.each(['serve', 'start'])('npm run %s runs dist-server/main.mjs with them', (name) => {
    const command = / node ((?:--\S+ )*)dist-server\/main\.mjs/.exec(` ${scripts[name]}`)
    expect(command).not.toBeNull()
    expect(command?.[1].trim().split(' ').filter(Boolean)).toEqual([...SERVER_NODE_FLAGS])
  })
})
