import { describe, expect, it } from 'vitest'
import { verifyRound } from '../../../games/kit/verify'
import { listSource } from '../../../games/rules/floats'
import { type FreespinInput, type FreespinOutcome, freespinRule } from '../../../games/rules/freespin'
import type { RoundRule } from '../../../games/rules/rule'
import { type SlotInput, type SlotOutcome, slotRule } from '../../../games/rules/slot'
import type { RoundView } from '../../../games/rules/wire'
import { fairFloats, hashServerSeed } from '../../../src/contract/fair'

/** A round as the server would answer it, decided by the rule from these seeds. */
async function decided<I, O>(
  rule: RoundRule<I, O>,
  input: I,
  serverSeed = 'f'.repeat(64),
): Promise<RoundView<I, O>> {
  const fair = { serverSeed, clientSeed: 'member', nonce: 3 }
  const outcome = rule.outcome(listSource(await fairFloats(fair, rule.floats(input))), input)
  return {
    round_id: 'bg-1',
    game_code: rule.code,
    demo: true,
    stake: rule.stakeSatang(input) / 100,
    win: rule.winSatang(input, outcome) / 100,
    input,
    // Through JSON, as the page receives it.
    outcome: JSON.parse(JSON.stringify(outcome)),
    status: 'settled',
    created_at: '2026-11-24T00:00:00.000Z',
    fair: {
      server_seed: serverSeed,
      server_seed_hash: await hashServerSeed(serverSeed),
      client_seed: 'member',
      nonce: 3,
    },
  }
}

describe('fairness panel check', () => {
  it('verifies an honest slot round', async () => {
    const round = await decided<SlotInput, SlotOutcome>(slotRule, { bet: 10 })
    expect(await verifyRound(slotRule, round, round.fair.server_seed_hash)).toMatchObject({ ok: true })
  })

  it('verifies an honest free-spin round, bought or played', async () => {
    for (const buy of [true, false]) {
      const round = await decided<FreespinInput, FreespinOutcome>(freespinRule, { bet: 1, buy })
      expect((await verifyRound(freespinRule, round, round.fair.server_seed_hash)).ok).toBe(true)
    }
  })

  it('catches a changed outcome, a changed win, a swapped seed and a commitment not shown before', async () => {
    const round = await decided<SlotInput, SlotOutcome>(slotRule, { bet: 10 })
    const shown = round.fair.server_seed_hash
    const stops = [...round.outcome.stops]
    stops[0] = (stops[0] + 1) % 30
    expect(
      (await verifyRound(slotRule, { ...round, outcome: { ...round.outcome, stops } }, shown)).outcomeOk,
    ).toBe(false)
    expect((await verifyRound(slotRule, { ...round, win: round.win + 1 }, shown)).outcomeOk).toBe(false)
    const swapped = { ...round, fair: { ...round.fair, server_seed: 'e'.repeat(64) } }
    expect((await verifyRound(slotRule, swapped, shown)).seedOk).toBe(false)
    expect((await verifyRound(slotRule, round, 'another hash')).commitmentOk).toBe(false)
  })
})
