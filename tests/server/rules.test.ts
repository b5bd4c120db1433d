import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import {
  bahtToSatang,
  parseBahtAmount,
  parseBahtOrZero,
  parsePercentBp,
  satangToBaht,
} from '../../server/lib/money'
import { hashPassword, verifyPassword } from '../../server/lib/password'
import { cryptoRandom } from '../../server/lib/random'
import { hashToken } from '../../server/lib/tokens'
import { loginWaitMs } from '../../server/modules/auth/backoff'
import { waitMessage } from '../../server/modules/auth/messages'
import { rateCentiOf } from '../../src/contract/lotto-rules'

describe('login back-off', () => {
  const at = new Date('2026-01-01T00:00:00Z')
  const later = (ms: number) => new Date(at.getTime() + ms)

  it('lets the first five failures through without waiting', () => {
    for (let failures = 0; failures < 5; failures++) expect(loginWaitMs(failures, at, at)).toBe(0)
  })

  it('doubles the wait from 2 seconds and caps it at 5 minutes', () => {
    expect(loginWaitMs(5, at, at)).toBe(2_000)
    expect(loginWaitMs(6, at, at)).toBe(4_000)
    expect(loginWaitMs(9, at, at)).toBe(32_000)
    expect(loginWaitMs(50, at, at)).toBe(300_000)
    expect(loginWaitMs(50, at, later(299_000))).toBe(1_000)
    expect(loginWaitMs(50, at, later(300_000))).toBe(0)
  })

  it('tells the member how long to wait in Thai', () => {
    expect(waitMessage(1_500)).toBe('เข้าสู่ระบบผิดหลายครั้ง กรุณารอ 2 วินาที แล้วลองใหม่')
    expect(waitMessage(61_000)).toBe('เข้าสู่ระบบผิดหลายครั้ง กรุณารอ 2 นาที แล้วลองใหม่')
  })
})

describe('passwords and tokens', () => {
  it('stores the scrypt cost with the hash and verifies any cost', async () => {
    const cheap = await hashPassword('ยาวๆ passphrase ได้', 10, cryptoRandom)
    expect(cheap).toMatch(/^scrypt\$10\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/)
    expect(await verifyPassword('ยาวๆ passphrase ได้', cheap)).toBe(true)
    expect(await verifyPassword('ยาวๆ passphrase ได', cheap)).toBe(false)
    const other = await hashPassword('ยาวๆ passphrase ได้', 11, cryptoRandom)
    expect(other).not.toBe(cheap)
    expect(await verifyPassword('ยาวๆ passphrase ได้', other)).toBe(true)
  })

  it('refuses malformed stored hashes instead of crashing', async () => {
    for (const stored of ['', 'plain', 'scrypt$99$8$1$a$b', 'bcrypt$10$8$1$a$b', 'scrypt$x$8$1$a$b']) {
      expect(await verifyPassword('whatever', stored)).toBe(false)
    }
  })

  it('stores tokens as SHA-256 hex', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})

describe('money: one parser for amounts and rates (at most 2 decimals, never rounded)', () => {
  // [number as sent, parseBahtAmount (satang), parseBahtOrZero, parsePercentBp, rateCentiOf]
  const table: [number, bigint | null, bigint | null, number | null, number | null][] = [
    [1000, 100_000n, 100_000n, 100_000, 100_000],
    [19.99, 1_999n, 1_999n, 1_999, 1_999],
    [0.01, 1n, 1n, 1, 1],
    [3.2, 320n, 320n, 320, 320],
    [0.125, null, null, null, null],
    [100.001, null, null, null, null],
    [100.000000001, null, null, null, null],
    [0.1 + 0.2, null, null, null, null],
    [1.1 * 3, null, null, null, null],
    [1e-7, null, null, null, null],
    [0, null, 0n, 0, 0],
    [-0, null, 0n, 0, 0],
    [-1, null, null, null, null],
    [-0.01, null, null, null, null],
    [Number.NaN, null, null, null, null],
    [Number.POSITIVE_INFINITY, null, null, null, null],
    [1_000_000_000, 100_000_000_000n, 100_000_000_000n, 100_000_000_000, null],
    [1_000_000_000.01, null, null, null, null],
    [1e21, null, null, null, null],
    [Number.MAX_VALUE, null, null, null, null],
    [1_000_000, 100_000_000n, 100_000_000n, 100_000_000, 100_000_000],
  ]
  it.each(table)('%s', (sent, amount, orZero, bp, centi) => {
    expect(parseBahtAmount(sent)).toBe(amount)
    expect(parseBahtOrZero(sent)).toBe(orZero)
    expect(parsePercentBp(sent)).toBe(bp)
    expect(rateCentiOf(sent)).toBe(centi)
  })

  it('converts the code’s own amounts exactly and throws on one that is not an amount', () => {
    expect(bahtToSatang(1000)).toBe(100_000n)
    expect(bahtToSatang(19.99)).toBe(1_999n)
    expect(() => bahtToSatang(0.1 + 0.2)).toThrow()
    expect(() => bahtToSatang(-1)).toThrow()
    expect(satangToBaht(123_456n)).toBe(1234.56)
  })
})

describe('configuration', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: null,
      demo: false,
      operatorToken: null,
      codeSender: 'none',
      seed: 'minimal',
      trustProxy: 0,
      gameOrigins: [],
      scryptLogN: 17,
    })
  })

  it('turns the demo shortcuts on only with DEMO, and each can still be set on its own', () => {
    expect(loadConfig({ DEMO: '1' })).toMatchObject({ demo: true, seed: 'demo', codeSender: 'outbox' })
    expect(loadConfig({ DEMO: '1', SEED: 'minimal', CODE_SENDER: 'none' })).toMatchObject({
      seed: 'minimal',
      codeSender: 'none',
    })
    expect(() => loadConfig({ CODE_SENDER: 'http' })).toThrow('SMS_GATEWAY_URL')
    expect(() => loadConfig({ OPERATOR_TOKEN: 'short' })).toThrow('/operatorToken')
  })

  it('refuses an OPERATOR_TOKEN of blanks at boot like a short one (24+ characters, none of them blank)', () => {
    for (const blank of [' '.repeat(32), '\t'.repeat(24), ' \t'.repeat(20), ` ${'x'.repeat(30)} `])
      expect(() => loadConfig({ OPERATOR_TOKEN: blank }), JSON.stringify(blank)).toThrow('/operatorToken')
    expect(loadConfig({ OPERATOR_TOKEN: 'x'.repeat(24) }).operatorToken).toBe('x'.repeat(24))
  })

  it('takes TRUST_PROXY as a number of proxy hops and GAME_ORIGINS as a list of https origins', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow('/trustProxy')
    expect(
      loadConfig({ GAME_ORIGINS: 'https://a.example.com, https://b.example.com:8443' }).gameOrigins,
    ).toEqual(['https://a.example.com', 'https://b.example.com:8443'])
    expect(() => loadConfig({ GAME_ORIGINS: "https://x.com 'unsafe-inline'" })).toThrow('/gameOrigins')
  })

  it("sets virtual football's pace (180 s between kick-offs, 90 s matches) and refuses a match longer than its slot", () => {
    expect(loadConfig({})).toMatchObject({ footballIntervalSeconds: 180, footballMatchSeconds: 90 })
    expect(loadConfig({ FOOTBALL_INTERVAL_SECONDS: '10', FOOTBALL_MATCH_SECONDS: '5' })).toMatchObject({
      footballIntervalSeconds: 10,
      footballMatchSeconds: 5,
    })
    expect(() => loadConfig({ FOOTBALL_INTERVAL_SECONDS: '60' })).toThrow('FOOTBALL_MATCH_SECONDS')
    expect(() => loadConfig({ FOOTBALL_INTERVAL_SECONDS: '5', FOOTBALL_MATCH_SECONDS: '3' })).toThrow(
      '/footballIntervalSeconds',
    )
  })

  it('reads the environment and refuses bad values at boot', () => {
    expect(
      loadConfig({
        PORT: '8080',
        SEED: 'demo',
        OPERATOR_TOKEN: 'x'.repeat(32),
        DATABASE_URL: 'postgres://u@h/db',
      }),
    ).toMatchObject({
      port: 8080,
      seed: 'demo',
      operatorToken: 'x'.repeat(32),
      databaseUrl: 'postgres://u@h/db',
    })
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('/port')
    expect(() => loadConfig({ SEED: 'everything' })).toThrow('/seed')
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('/databaseUrl')
  })
})
