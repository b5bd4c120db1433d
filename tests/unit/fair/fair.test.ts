import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { fairFloats, hashServerSeed, pickIndex, pickWeighted, seedMatches } from '../../../src/contract/fair'

const round = { serverSeed: 'a'.repeat(64), clientSeed: 'member-seed', nonce: 7 }

describe('provably fair floats', () => {
  it('commits to the seed with its sha256, as any tool computes it', async () => {
    const expected = createHash('sha256').update(round.serverSeed).digest('hex')
    expect(await hashServerSeed(round.serverSeed)).toBe(expected)
    expect(await seedMatches(round.serverSeed, expected.toUpperCase())).toBe(true)
    expect(await seedMatches('b'.repeat(64), expected)).toBe(false)
  })

  it('derives each float from the published HMAC rule (top 52 of 7 bytes)', async () => {
    const floats = await fairFloats(round, 6)
    const digest = (cursor: number) =>
      createHmac('sha256', round.serverSeed).update(`member-seed:7:${cursor}`).digest()
    const manual = (d: Buffer, offset: number) => Number(d.readBigUInt64BE(offset) >> 12n) / 2 ** 52
    // Bytes offset..offset+6 then drop the lowest 4 bits: the top 52 bits of a 64-bit read at offset.
    expect(floats[0]).toBe(manual(digest(0), 0))
    expect(floats[3]).toBe(Number(BigInt(`0x${digest(0).subarray(21, 28).toString('hex')}`) >> 4n) / 2 ** 52)
    expect(floats[4]).toBe(manual(digest(1), 0))
    expect(floats.every((f) => f >= 0 && f < 1)).toBe(true)
  })

  it('gives the same floats for the same round and others for the next nonce', async () => {
    expect(await fairFloats(round, 5)).toEqual(await fairFloats(round, 5))
    expect(await fairFloats({ ...round, nonce: 8 }, 5)).not.toEqual(await fairFloats(round, 5))
  })

  it('picks indexes and weighted entries in proportion', () => {
    expect(pickIndex(0, 6)).toBe(0)
    expect(pickIndex(0.999999, 6)).toBe(5)
    expect(pickWeighted(0, [1, 3])).toBe(0)
    expect(pickWeighted(0.25, [1, 3])).toBe(1)
    expect(pickWeighted(0.2499, [1, 3])).toBe(0)
    expect(pickWeighted(0.9999, [1, 3])).toBe(1)
  })
})
