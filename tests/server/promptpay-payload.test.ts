import generatePayload from 'promptpay-qr'
import { describe, expect, it } from 'vitest'
import { promptPayPayload } from '../../server/modules/payment/service'

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), written out here to check the library's checksum. */
function crc16(text: string): string {
  let crc = 0xffff
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** Pure payload tests (no database): known payloads (docs/money.md, "Deposits"). */
describe('PromptPay payload (promptpay-qr)', () => {
  it('matches three known payloads: a phone, a 13-digit id, an amount', () => {
    expect(generatePayload('0801234567', {})).toBe(
      '00020101021129370016A000000677010111011300668012345675802TH530376463046197',
    )
    expect(generatePayload('1111111111111', {})).toBe(
      '00020101021129370016A000000677010111021311111111111115802TH530376463047B5A',
    )
    expect(generatePayload('000-000-0000', { amount: 4.22 })).toBe(
      '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469',
    )
  })

  it('builds order payloads from satang: dynamic QR, amount with 2 decimals, valid CRC', () => {
    const payload = promptPayPayload('0105561234567', 50_000n)
    expect(payload).toMatch(/^000201010212/)
    expect(payload).toContain('29370016A0000006770101110213010556123456')
    expect(payload).toContain('5406500.00')
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)))
    expect(promptPayPayload('0801234567', 10_050n)).toContain('5406100.50')
    expect(promptPayPayload('000-000-0000', 422n)).toBe(
      '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469',
    )
  })
})
