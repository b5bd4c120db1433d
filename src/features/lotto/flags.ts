import type { CategoryCode } from '../../contract/lotto-rules'

/** Markets with a flag of their own besides the categories' (public/images/lotto/, scripts/lotto-art.ts). */
const MARKET_FLAGS = new Set(['nikkei', 'china', 'hangseng', 'set', 'dowjones'])

/**
 * A round's flag or emblem (60×40 SVG): its market's (`nikkei_am` and `nikkei_pm` share Japan's),
 * else its category's (every category has one: Thai flag, ออมสิน, ธ.ก.ส., Laos, Vietnam, the stock
 * emblem, Yeekee's).
 */
export function marketFlag(market: string, category: CategoryCode): string {
  const key = market.replace(/_(am|pm)$/, '')
  return `/images/lotto/${category !== 'yeekee' && MARKET_FLAGS.has(key) ? key : category}.svg`
}
