import { PGlite } from '@electric-sql/pglite'
import { openDb } from './server/db/open'

let t = performance.now()
const a = await openDb({ memory: true })
await a.migrate()
console.log('fresh+migrate', performance.now() - t)
t = performance.now()
const b = new PGlite()
await b.waitReady
console.log('fresh only', performance.now() - t)
const raw = (a.db as any).$client as PGlite
t = performance.now()
const dump = await raw.dumpDataDir('none')
console.log('dump', performance.now() - t, dump.size)
t = performance.now()
const c = new PGlite({ loadDataDir: dump })
await c.waitReady
console.log('load', performance.now() - t, (await c.query('select count(*) from members')).rows)
t = performance.now()
const d = await raw.clone()
console.log('clone', performance.now() - t)
