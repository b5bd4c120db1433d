import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootDataScript, HOME_CALLS } from '../../server/plugins/boot-data'
import { BOOT_DATA_ID, bootDataKey } from '../../src/contract/boot-data'
import { setupApp, type TestContext } from './helpers/app'
import { createMember } from './helpers/factories'

const INDEX =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>BW222</title></head><body><div id="root"></div></body></html>'
const SCRIPT = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`, 's')

let built: string
let demo: TestContext
beforeAll(async () => {
  built = mkdtempSync(join(tmpdir(), 'bw222-dist-'))
  mkdirSync(join(built, '.vite'), { recursive: true })
  writeFileSync(join(built, 'index.html'), INDEX)
  writeFileSync(join(built, '.vite', 'manifest.json'), '{}')
  demo = await setupApp({ config: { staticDir: built } })
})
afterAll(async () => {
  await demo.close()
  rmSync(built, { recursive: true, force: true })
})

const embedded = (html: string): Record<string, unknown> => {
  const match = SCRIPT.exec(html)
  expect(match, 'the page carries its first data').not.toBeNull()
  return JSON.parse(match?.[1] ?? '{}')
}

describe("/ carries its first screen's data", () => {
  it('holds exactly what the API answers for each of the home first calls, before the app script', async () => {
    const page = await demo.app.inject({ url: '/' })
    const data = embedded(page.body)
    expect(Object.keys(data).sort()).toEqual(
      HOME_CALLS.map((c) => bootDataKey(c.method, c.path, c.query ?? '', c.body)).sort(),
    )
    for (const { method, path, query, body } of HOME_CALLS) {
      const answer = await demo.app.inject({
        method,
        url: `/api/${path}${query ? `?${query}` : ''}`,
        ...(method === 'POST' ? { payload: body ?? {} } : {}),
      })
      const key = bootDataKey(method, path, query ?? '', body)
      // Byte for byte: the embedded JSON re-serialised is the route's own body.
      expect(JSON.stringify(data[key]), key).toBe(answer.body)
      expect((data[key] as { error: number }).error, key).toBe(0)
    }
    // The demo's agent has banners and events: the page shows them without asking.
    expect((data['GET banner?agent_code=bw222'] as { data: unknown[] }).data.length).toBeGreaterThan(0)
    expect(page.body.indexOf(`id="${BOOT_DATA_ID}"`)).toBeLessThan(page.body.indexOf('</body>'))
    // Only `/` carries it.
    expect((await demo.app.inject({ url: '/login' })).body).not.toContain(BOOT_DATA_ID)
  })

  it("is the same for a member's request: nothing in it depends on a token", async () => {
    const member = await createMember(demo.app)
    const visitor = embedded((await demo.app.inject({ url: '/' })).body)
    const asMember = embedded(
      (await demo.app.inject({ url: '/', headers: { authorization: `Bearer ${member.token}` } })).body,
    )
    expect(asMember).toEqual(visitor)
    const text = JSON.stringify(visitor)
    expect(text).not.toContain(member.phone)
    expect(text).not.toContain(member.token)
    expect(text).not.toContain(member.bankAccountNo)
  })
})

describe('bootDataScript', () => {
  it('escapes what could end the script or open a comment, and the JSON still reads the same', async () => {
    const app = Fastify()
    const hostile = '</script><script>alert(1)</script><!-- & \u2028'
    app.get('/api/banner', async () => ({ error: 0, data: [{ title: hostile }] }))
    app.get('/api/broken', async (_request, reply) => reply.code(500).send({ error: 500 }))
    try {
      const script = await bootDataScript(app, [
        { method: 'GET', path: 'banner', query: 'agent_code=bw222' },
        { method: 'GET', path: 'broken' },
      ])
      const inner = SCRIPT.exec(script)?.[1] ?? ''
      expect(inner).not.toMatch(/[<>&\u2028]/)
      expect(inner).toContain('\\u003c/script\\u003e')
      // A failed answer is left out: the site asks the API for it.
      expect(JSON.parse(inner)).toEqual({
        'GET banner?agent_code=bw222': { error: 0, data: [{ title: hostile }] },
      })
    } finally {
      await app.close()
    }
  })
})
