/** Pure promotion rules: amounts in integer satang, rates in basis points (10000 = 100 %). */

import { bangkokDate } from '../../lib/bangkok'

/** One live take per period: 'once' for the member's lifetime, or the Bangkok day for daily ones. */
export function periodKey(frequency: string, at: Date): string {
  return frequency === 'daily' ? bangkokDate(at) : 'once'
}

/** bonus = min(deposit × rate, max bonus), rounded down to the satang (never over-credited). */
export function bonusFor(depositSatang: bigint, basisPoints: number, maxBonusSatang: bigint): bigint {
  if (depositSatang <= 0n) return 0n
  const bonus = (depositSatang * BigInt(basisPoints)) / 10_000n
  return bonus < maxBonusSatang ? bonus : maxBonusSatang
}

/** Turnover requirement = (deposit + bonus) × multiple. */
export function turnoverRequirement(depositSatang: bigint, bonusSatang: bigint, multiple: number): bigint {
  return (depositSatang + bonusSatang) * BigInt(multiple)
}

/** 12.5 % on the wire <-> 1250 basis points. */
export const basisPointsToPercent = (bp: number): number => bp / 100

/** '฿1,234.50' (th-TH, 2 decimals) for messages built on the server. */
export function formatBahtText(satang: bigint): string {
  const negative = satang < 0n
  const abs = negative ? -satang : satang
  const baht = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const cents = (abs % 100n).toString().padStart(2, '0')
  return `${negative ? '-' : ''}฿${baht}.${cents}`
}
