import { createHash } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assertLedgerInvariants } from './helpers/ledger'
import { type OlderDatabase, olderDatabase } from './helpers/older-database'

// Migration 0016 (issue 21 part 2) on a database holding rows written before it: the references the
// old code wrote (the same text for every member paid for one quest or poll, none at all for an
// opening balance, a true repeat) are made unique per kind so the index can be built, and every member
// without a committed wheel seed gets one. The database is migrated to 0015, filled, then migrated on.

let opened: OlderDatabase
const q = async <T = Record<string, unknown>>(query: SQL) => opened.rows<T>(query)
const one = async <T = Record<string, unknown>>(query: SQL) => (await q<T>(query))[0]

/** A movement as the old code wrote it: the transaction, its two entries, the wallet's balance. */
async function oldMovement(
  kind: string,
  memberId: number,
  reference: string | null,
  amount: number,
  house: string,
) {
  const { id } = await one<{ id: number }>(sql`
    insert into ledger_transactions (kind, member_id, reference, created_at)
    values (${kind}, ${memberId}, ${reference}, now()) returning id`)
  const { wallet, balance } = await one<{ wallet: number; balance: string }>(sql`
    update wallets set balance_satang = balance_satang + ${amount}
    where member_id = ${memberId} and wallet_type_id = 1 returning id as wallet, balance_satang::text as balance`)
  await opened.db.execute(sql`
    insert into ledger_entries (transaction_id, wallet_id, amount_satang, balance_after_satang)
    values (${id}, ${wallet}, ${amount}, ${balance})`)
  await opened.db.execute(sql`
    insert into ledger_entries (transaction_id, house_account_id, amount_satang)
    values (${id}, (select id from house_accounts where code = ${house}), ${-amount})`)
  return Number(id)
}

const ids: Record<string, number> = {}
let walletsBefore: unknown[]
let seedOfA: { server_seed: string; seed_hash: string }

beforeAll(async () => {
  opened = await olderDatabase(15)
  // What an older server wrote: an agent, house accounts, three members with their main wallets.
  await opened.db.execute(sql`
    insert into agents (id, code, name, logo, line_admin_url, line_contact_url)
    values (3, 'bw222', 'BW222', '/logo.svg', 'https://line.me/a', 'https://line.me/c')`)
  await opened.db.execute(sql`
    insert into house_accounts (code, name)
    values ('external', 'x'), ('bonus', 'x'), ('opening', 'x'), ('stakes', 'x')`)
  for (const m of ['a', 'b', 'c']) {
    const { id } = await one<{ id: number }>(sql`
      insert into members (agent_id, phone, password_hash, full_name, ref_code, created_at)
      values (3, ${`08100000${m === 'a' ? 1 : m === 'b' ? 2 : 3}`}, 'hash', ${m}, ${`REF${m}`}, now()) returning id`)
    ids[m] = Number(id)
    await opened.db.execute(sql`
      insert into wallets (member_id, wallet_type_id, name) values (${id}, 1, 'กระเป๋าหลัก')`)
  }
  // A has its committed wheel seed; B only a spun one; C none.
  seedOfA = { server_seed: 'a'.repeat(64), seed_hash: 'b'.repeat(64) }
  await opened.db.execute(sql`
    insert into wheel_spins (member_id, server_seed, seed_hash, state, created_at)
    values (${ids.a}, ${seedOfA.server_seed}, ${seedOfA.seed_hash}, 'committed', now()),
      (${ids.b}, ${'c'.repeat(64)}, ${'d'.repeat(64)}, 'spun', now())`)

  // Opening balances without a reference (A one, B two) or with an empty one (C).
  ids.openA = await oldMovement('opening', ids.a, null, 100_000, 'opening')
  ids.openB1 = await oldMovement('opening', ids.b, null, 50_000, 'opening')
  ids.openB2 = await oldMovement('opening', ids.b, null, 50_000, 'opening')
  ids.openC = await oldMovement('opening', ids.c, '', 10_000, 'opening')
  ids.deposit = await oldMovement('deposit', ids.a, 'payment_order:1', 20_000, 'external')
  // One quest paid to A and B under the quest's own reference.
  const quest = await one<{ id: number }>(sql`
    insert into quests (agent_id, title, description, period, kind, target, reward_kind, reward_amount)
    values (3, 'q', 'q', 'daily', 'bet_total', 1, 'credit', 1000) returning id`)
  for (const m of ['a', 'b']) {
    const tx = await oldMovement('quest', ids[m], `quest:${quest.id}:2026-01-15`, 1_000, 'bonus')
    const claim = await one<{ id: number }>(sql`
      insert into quest_claims (member_id, quest_id, period_key, transaction_id, created_at)
      values (${ids[m]}, ${quest.id}, '2026-01-15', ${tx}, now()) returning id`)
    ids[`quest_${m}`] = tx
    ids[`claim_${m}`] = Number(claim.id)
  }
  // One poll paid to A and B under the poll's own reference.
  const poll = await one<{ id: number }>(sql`
    insert into polls (agent_id, title, description, opens_at, closes_at, prize_kind, prize_amount)
    values (3, 'p', 'p', now(), now(), 'credit', 500) returning id`)
  for (const m of ['a', 'b']) {
    ids[`poll_${m}`] = await oldMovement('poll', ids[m], `poll:${poll.id}:winner`, 500, 'bonus')
    const payout = await one<{ id: number }>(sql`
      insert into poll_payouts (poll_id, member_id, created_at) values (${poll.id}, ${ids[m]}, now()) returning id`)
    ids[`payout_${m}`] = Number(payout.id)
  }
  // A true repeat of one kind and reference (the index could not be built over it).
  ids.bonus1 = await oldMovement('bonus', ids.a, 'promotion:77', 300, 'bonus')
  ids.bonus2 = await oldMovement('bonus', ids.a, 'promotion:77', 300, 'bonus')

  walletsBefore = await q(sql`select id, balance_satang::text as b from wallets order by id`)
  await opened.upgrade()
})

afterAll(async () => {
  await opened?.close()
})

const referenceOf = async (id: number) =>
  (await one<{ reference: string }>(sql`select reference from ledger_transactions where id = ${id}`))
    .reference

describe('migration 0016 on rows from before it', () => {
  it('gives each quest and poll credit its member’s claim or payout row', async () => {
    expect(await referenceOf(ids.quest_a)).toBe(`quest_claim:${ids.claim_a}`)
    expect(await referenceOf(ids.quest_b)).toBe(`quest_claim:${ids.claim_b}`)
    expect(await referenceOf(ids.poll_a)).toBe(`poll_payout:${ids.payout_a}`)
    expect(await referenceOf(ids.poll_b)).toBe(`poll_payout:${ids.payout_b}`)
  })

  it('names an opening balance without a reference by its member, or by itself when the member has several', async () => {
    expect(await referenceOf(ids.openA)).toBe(`opening:member:${ids.a}`)
    expect(await referenceOf(ids.openC)).toBe(`opening:member:${ids.c}`)
    expect(await referenceOf(ids.openB1)).toBe(`ledger_transaction:${ids.openB1}`)
    expect(await referenceOf(ids.openB2)).toBe(`ledger_transaction:${ids.openB2}`)
  })

  it('keeps a reference on its first transaction and marks a true repeat with its id', async () => {
    expect(await referenceOf(ids.deposit)).toBe('payment_order:1')
    expect(await referenceOf(ids.bonus1)).toBe('promotion:77')
    expect(await referenceOf(ids.bonus2)).toBe(`promotion:77#${ids.bonus2}`)
  })

  it('moves no money: balances, entries and the ledger invariants as before', async () => {
    expect(await q(sql`select id, balance_satang::text as b from wallets order by id`)).toEqual(walletsBefore)
    await assertLedgerInvariants(opened.db)
  })

  it('refuses from now on a second transaction of one kind and reference, and a missing reference', async () => {
    const insert = (reference: string | null) =>
      opened.db.execute(sql`
        insert into ledger_transactions (kind, member_id, reference, created_at)
        values ('deposit', ${ids.a}, ${reference}, now())`)
    await expect(insert('payment_order:1')).rejects.toMatchObject({
      cause: { code: '23505', constraint: 'ledger_transactions_kind_reference' },
    })
    await expect(insert(null)).rejects.toMatchObject({ cause: { code: '23502' } })
    await expect(insert('')).rejects.toMatchObject({ cause: { code: '23514' } })
    // The same reference under another kind is another movement (a withdrawal's hold and refund).
    await insert('payment_order:2')
    expect(
      (await q(sql`select id from ledger_transactions where reference = 'payment_order:2'`)).length,
    ).toBe(1)
    await opened.db.execute(sql`delete from ledger_transactions where reference = 'payment_order:2'`)
  })

  it('commits a wheel seed for every member who had none, and leaves an existing one as it was', async () => {
    const committed = await q<{ member_id: number; server_seed: string; seed_hash: string }>(
      sql`select member_id, server_seed, seed_hash from wheel_spins where state = 'committed' order by member_id`,
    )
    expect(committed.map((c) => c.member_id)).toEqual([ids.a, ids.b, ids.c])
    expect(committed[0]).toMatchObject(seedOfA)
    for (const c of committed.slice(1)) {
      expect(c.server_seed).toMatch(/^[0-9a-f]{64}$/)
      // The hash members see before spinning is sha256 of the seed's text (src/contract/fair.ts).
      expect(c.seed_hash).toBe(createHash('sha256').update(c.server_seed).digest('hex'))
    }
    expect(committed[1].server_seed).not.toBe(committed[2].server_seed)
    expect((await q(sql`select id from wheel_spins where state = 'spun'`)).length).toBe(1)
  })
})
