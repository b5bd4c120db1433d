/**
 * The machine's own ceiling, printed beside the money targets of `npm run bench:api`: how many
 * durable one-row transactions (INSERT, commit) this PostgreSQL takes per second at 20 connections,
 * with nothing of the app in between. A bet+win cycle is two such transactions, each writing about
 * ten rows; a bill is one, writing about fifteen.
 */
import pg from 'pg'

export async function commitBaseline(url: string, seconds: number): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: 20 })
  try {
    await pool.query('create table if not exists bench_baseline (id bigserial primary key, at timestamptz)')
    const deadline = performance.now() + seconds * 1000
    let commits = 0
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (performance.now() < deadline) {
          await pool.query('insert into bench_baseline (at) values (now())')
          commits++
        }
      }),
    )
    await pool.query('drop table bench_baseline')
    return commits / seconds
  } finally {
    await pool.end()
  }
}
