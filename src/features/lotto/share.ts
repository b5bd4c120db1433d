import { lottoRoundPath } from '../../config/paths'
import { BET_TYPE_INFO, type BetType, isBetType } from '../../contract/lotto-rules'
import type { LineMessage } from '../../lib/line-share'
import { lineKey, type SlipLine } from './slip'
import { LOTTO_TEXT } from './texts'

/**
 * "แชร์โพย": a bill's numbers as a link to its round's slip, prefilled (`/lotto/{round}?slip=3top.123,2bottom.45`).
 * Only bet types and numbers travel: the stakes stay the sharer's; the friend sets their own.
 */
export const SLIP_PARAM = 'slip'
/** A shared slip longer than this is cut (a bill has far fewer lines in practice). */
const MAX_SHARED_LINES = 100

export const encodeSlip = (lines: readonly { bet_type: string; number: string }[]): string =>
  lines.map((l) => `${l.bet_type}.${l.number}`).join(',')

/** The lines of a shared slip: unknown types, numbers of the wrong length and repeats are dropped. */
export function decodeSlip(value: string | null): SlipLine[] {
  if (!value) return []
  const lines: SlipLine[] = []
  const seen = new Set<string>()
  for (const part of value.split(',').slice(0, MAX_SHARED_LINES)) {
    const [type = '', number = ''] = part.split('.')
    if (!isBetType(type) || !/^\d+$/.test(number) || number.length !== BET_TYPE_INFO[type].digits) continue
    const key = lineKey(type, number)
    if (seen.has(key)) continue
    seen.add(key)
    lines.push({ key, bet_type: type, number, amount: 0 })
  }
  return lines
}

export interface SharedBill {
  round: { id: number; title: string }
  lines: readonly { bet_type: BetType; number: string }[]
}

/** The link a friend opens: the round's slip with the bill's numbers on it. */
export const billShareLink = (bill: SharedBill, origin: string = globalThis.location?.origin ?? ''): string =>
  `${origin}${lottoRoundPath(bill.round.id)}?${SLIP_PARAM}=${encodeURIComponent(encodeSlip(bill.lines))}`

/** "3 ตัวบน 123, 2 ตัวล่าง 45". */
const numbersText = (bill: SharedBill) =>
  bill.lines.map((l) => `${BET_TYPE_INFO[l.bet_type].name} ${l.number}`).join(', ')

/** Outside LINE: the text of LINE's share screen (title, numbers, link). */
export const billShareText = (bill: SharedBill, link: string): string =>
  `${LOTTO_TEXT.shareTitle} ${bill.round.title}\n${numbersText(bill)}\n${LOTTO_TEXT.shareCall} ${link}`

/** Inside LINE: a Flex bubble with the round, each line's type and number, and a button to the slip. */
export function billFlex(bill: SharedBill, link: string): LineMessage {
  return {
    type: 'flex',
    altText: `${LOTTO_TEXT.shareTitle} ${bill.round.title}: ${numbersText(bill)}`.slice(0, 400),
    contents: {
      type: 'bubble',
      body: {
        type: 'box',
        layout: 'vertical',
        spacing: 'sm',
        contents: [
          { type: 'text', text: LOTTO_TEXT.shareTitle, weight: 'bold', size: 'lg', color: '#b8860b' },
          { type: 'text', text: bill.round.title, size: 'sm', wrap: true },
          { type: 'separator', margin: 'md' },
          ...bill.lines.slice(0, 20).map((l) => ({
            type: 'box' as const,
            layout: 'horizontal' as const,
            contents: [
              { type: 'text' as const, text: BET_TYPE_INFO[l.bet_type].name, size: 'sm', color: '#888888' },
              {
                type: 'text' as const,
                text: l.number,
                size: 'md',
                weight: 'bold' as const,
                align: 'end' as const,
              },
            ],
          })),
        ],
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'button',
            style: 'primary',
            color: '#06c755',
            action: { type: 'uri', label: LOTTO_TEXT.shareButton, uri: link },
          },
        ],
      },
    },
  } as LineMessage
}
