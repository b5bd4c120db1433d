import { describe, expect, it } from 'vitest'
import { requestHash } from '../../server/modules/wallet/idempotency'

// Keys stored before a change of requestHash's code must still match their repeats: these hashes
// were taken from the first implementation (Object.entries, sort, map and join).
describe('requestHash', () => {
  it('hashes payloads as it always has, whatever the order of their keys', () => {
    const slip = {
      round_id: 12,
      agent_id: 3,
      lines: [
        { number: '123', bet_type: '3top', amount: 10 },
        { amount: 1.5, bet_type: '2top', number: '07' },
      ],
    }
    expect(requestHash('lotto.bill.create', slip)).toBe(
      '1a7965db6b91b0adeab36cb19271a5d8c0c4c26b2c012957645267d38ac5cf55',
    )
    expect(requestHash('seamless.bet', ['round-1', 'slot', 12.34])).toBe(
      'b11c706146ed4450f2726c0dda28d12f71b87ec0f803ed7f0199a923cdeadfc5',
    )
    const nested = {
      b: undefined,
      a: [1, undefined, null, 'ไทย', { z: 1, y: { d: [], c: {} } }],
      é: true,
      A: false,
    }
    expect(requestHash('x', nested)).toBe('7ebba97738c1a33967d8ba52a6d161f7ad7cadcdde8054d20545ad9d5daba0c5')
    expect(requestHash('y', 'plain')).toBe('ff3c57b827a9b208e174172f29cd56b9ea282ce526f508c5f1652e39b048f2f1')
    expect(requestHash('z', null)).toBe('b5fd20daa92b56a2a2c548ef8cb5dccff68560352a2c4530f78fb969c3e57b8f')
  })

  it('tells apart payloads that differ in a value, and the same payload under another scope', () => {
    const a = requestHash('s', { x: 1, y: [1, 2] })
    expect(requestHash('s', { y: [1, 2], x: 1 })).toBe(a)
    expect(requestHash('s', { x: 1, y: [2, 1] })).not.toBe(a)
    expect(requestHash('t', { x: 1, y: [1, 2] })).not.toBe(a)
  })
})
