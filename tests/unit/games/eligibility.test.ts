import { describe, expect, it } from 'vitest'
import { autoSelected, eligibleWallets, isEligible } from '../../../src/features/games/eligibility'
import { BONUS, EMPTY_BONUS, MAIN } from './fixtures'

describe('wallet eligibility (spec section 5)', () => {
  it('a wallet with money is eligible, whatever its type', () => {
    expect(isEligible(BONUS)).toBe(true)
    expect(isEligible({ ...MAIN, balance: 0.01 })).toBe(true)
  })

  it('an empty main wallet (wallet_type_id 1) is still eligible', () => {
    expect(isEligible({ ...MAIN, balance: 0 })).toBe(true)
  })

  it('an empty wallet of another type is not', () => {
    expect(isEligible(EMPTY_BONUS)).toBe(false)
  })

  it('keeps the eligible wallets in the order the server gave', () => {
    expect(eligibleWallets([BONUS, EMPTY_BONUS, MAIN])).toEqual([BONUS, MAIN])
  })
})

describe('auto-select (spec section 4)', () => {
  it('takes the only eligible wallet', () => {
    expect(autoSelected(eligibleWallets([EMPTY_BONUS, MAIN]))).toEqual(MAIN)
  })

  it('asks when two are eligible, or none', () => {
    expect(autoSelected(eligibleWallets([MAIN, BONUS]))).toBeNull()
    expect(autoSelected([])).toBeNull()
  })
})
