import { buildApp } from '../server/app'
import { defaultConfig } from '../server/config'
import { openDb } from '../server/db/open'
import { seed } from '../server/db/seed'
import { createBus } from '../server/lib/bus'
import { systemClock } from '../server/lib/clock'
import { cryptoRandom } from '../server/lib/random'
const url = process.argv[2]
const opened = await openDb(url ? { url } : { memory: true })
await opened.migrate()
const deps = { db: opened.db, bus: createBus(opened.busListener), clock: systemClock, random: cryptoRandom, config: { ...defaultConfig, scryptLogN: 10, authRateLimitPerMinute: 1e6, staticDir: '/x' } }
await seed(deps, 'demo')
const app = await buildApp(deps)
await app.ready()
const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: '0800000001', password: 'demo1234' } })
const token = login.json().access_token
const auth = { authorization: `Bearer ${token}` }
for (const [name, opts] of [
  ['config', { method: 'POST', url: '/api/agent/config', payload: {} }],
  ['wallets', { method: 'POST', url: '/api/member/wallets', payload: {}, headers: auth }],
  ['userinfo', { method: 'GET', url: '/api/get_user_info', headers: auth }],
] as const) {
  for (let i = 0; i < 50; i++) await app.inject(opts as never)
  const t = performance.now()
  const N = 300
  for (let i = 0; i < N; i++) await app.inject(opts as never)
  console.log(name, ((performance.now() - t) / N).toFixed(2), 'ms/req', (await app.inject(opts as never)).statusCode)
}
const q = performance.now()
for (let i = 0; i < 300; i++) await opened.db.execute('select 1' as never)
console.log('select 1', ((performance.now() - q) / 300).toFixed(2))
const { findSession } = await import('../server/modules/auth/sessions')
const { memberWallets } = await import('../server/modules/wallet/service')
const tm = async (name: string, f: () => Promise<unknown>) => {
  for (let i = 0; i < 50; i++) await f()
  const t = performance.now(); for (let i = 0; i < 300; i++) await f()
  console.log(name, ((performance.now() - t) / 300).toFixed(2))
}
await tm('findSession', () => findSession(deps, token))
await tm('memberWallets', () => memberWallets(deps.db, 1))
await tm('wallets inject', () => app.inject({ method: 'POST', url: '/api/member/wallets', payload: {}, headers: auth }))
await tm('wallets inject noauth', () => app.inject({ method: 'POST', url: '/api/member/wallets', payload: {} }))
await app.close(); await opened.close()
