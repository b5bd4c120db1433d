import { describe, expect, it } from 'vitest'
import {
  billFlex,
  billShareLink,
  billShareText,
  decodeSlip,
  encodeSlip,
} from '../../../src/features/lotto/share'
import { lineShareUrl } from '../../../src/lib/line-share'

const bill = {
  round: { id: 42, title: 'หวยรัฐบาล งวด 16 ธ.ค. 68' },
  lines: [
    { bet_type: '3top', number: '123' },
    { bet_type: '2bottom', number: '45' },
  ],
} as const

describe('แชร์โพย', () => {
  it("links to the round's slip with the bill's types and numbers (never the stakes)", () => {
    const link = billShareLink(bill, 'https://bw222.example')
    expect(link).toBe('https://bw222.example/lotto/42?slip=3top.123%2C2bottom.45')
    const slip = new URL(link).searchParams.get('slip')
    expect(decodeSlip(slip)).toEqual([
      { key: '3top:123', bet_type: '3top', number: '123', amount: 0 },
      { key: '2bottom:45', bet_type: '2bottom', number: '45', amount: 0 },
    ])
  })

  it('drops unknown types, numbers of the wrong length and repeats from a shared slip', () => {
    expect(decodeSlip('3top.12,nope.123,2top.4x,2top.45,2top.45,runTop.7')).toEqual([
      { key: '2top:45', bet_type: '2top', number: '45', amount: 0 },
      { key: 'runTop:7', bet_type: 'runTop', number: '7', amount: 0 },
    ])
    expect(decodeSlip(null)).toEqual([])
    expect(encodeSlip([])).toBe('')
  })

  it("outside LINE: LINE's share screen with the title, the numbers and the link", () => {
    const link = billShareLink(bill, 'https://bw222.example')
    const url = lineShareUrl(billShareText(bill, link))
    expect(url.startsWith('https://line.me/R/share?text=')).toBe(true)
    expect(new URL(url).searchParams.get('text')).toBe(
      `โพยหวย หวยรัฐบาล งวด 16 ธ.ค. 68\n3 ตัวบน 123, 2 ตัวล่าง 45\nแทงตามโพยนี้: ${link}`,
    )
  })

  it('inside LINE: a Flex bubble listing each line, its button opening the link', () => {
    const link = billShareLink(bill, 'https://bw222.example')
    const flex = billFlex(bill, link) as unknown as {
      type: string
      altText: string
      contents: {
        type: string
        body: { contents: { text?: string; contents?: { text: string }[] }[] }
        footer: { contents: { action: { uri: string; label: string } }[] }
      }
    }
    expect(flex.type).toBe('flex')
    expect(flex.altText).toBe('โพยหวย หวยรัฐบาล งวด 16 ธ.ค. 68: 3 ตัวบน 123, 2 ตัวล่าง 45')
    expect(flex.contents.type).toBe('bubble')
    const rows = flex.contents.body.contents.flatMap((c) =>
      c.contents ? [c.contents.map((t) => t.text)] : [],
    )
    expect(rows).toEqual([
      ['3 ตัวบน', '123'],
      ['2 ตัวล่าง', '45'],
    ])
    expect(flex.contents.footer.contents[0].action).toEqual({ type: 'uri', label: 'แทงตามโพยนี้', uri: link })
  })
})
