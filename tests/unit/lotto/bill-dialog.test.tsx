import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import {
  billCacheAtom,
  loadRoundAtom,
  slipLinesAtom,
  validateBillAtom,
} from '../../../src/features/lotto/atoms'
import { BillDialog } from '../../../src/features/lotto/components/bill-dialog'
import { addLines, billLines, type SlipLine, setLineAmount } from '../../../src/features/lotto/slip'
import { renderApp } from '../render'
import { stubApi } from '../stub-api'
import { check } from './fixtures'

const LINES = addLines([], [{ bet_type: '2bottom', digits: 2 }], ['45', '54', '99'], 10)
const CHECK = check(billLines(LINES), {
  '2bottom:54': { verdict: 'reduced', rate: 45, reason: 'เลขอั้น จ่ายครึ่ง' },
  '2bottom:99': { verdict: 'closed', reason: 'ปิดรับเลขนี้' },
})

function Harness({ onRecheck, onPlace }: { onRecheck: () => void; onPlace: () => void }) {
  const [lines, setLines] = useState<SlipLine[]>(LINES)
  return (
    <BillDialog
      check={CHECK}
      lines={lines}
      stale={JSON.stringify(billLines(lines)) !== JSON.stringify(billLines(LINES))}
      busy={false}
      error={null}
      onAmount={(key, amount) => setLines(setLineAmount(lines, key, amount))}
      onRemoveRefused={() => undefined}
      onRecheck={onRecheck}
      onPlace={onPlace}
      onClose={() => undefined}
    />
  )
}

describe('the lotto bill dialog', () => {
  it('marks a line whose rate เลขอั้น cut and a refused line, and places nothing while a line is refused', async () => {
    const onPlace = vi.fn()
    const onRecheck = vi.fn()
    renderApp(<Harness onRecheck={onRecheck} onPlace={onPlace} />)
    const dialog = screen.getByRole('dialog', { name: 'ยืนยันโพย' })
    const row = (name: string) => within(dialog).getByRole('listitem', { name })
    expect(within(row('2 ตัวล่าง 45')).queryByTestId('line-mark')).toBeNull()
    expect(within(row('2 ตัวล่าง 45')).getByText('บาทละ 90')).toBeTruthy()
    expect(within(row('2 ตัวล่าง 54')).getByTestId('line-mark').textContent).toBe('อั้น: จ่ายลดลง (เลขอั้น จ่ายครึ่ง)')
    expect(within(row('2 ตัวล่าง 54')).getByText('บาทละ 45')).toBeTruthy()
    expect(within(row('2 ตัวล่าง 54')).getByText('ชนะได้ ฿450.00')).toBeTruthy()
    expect(within(row('2 ตัวล่าง 99')).getByTestId('line-mark').textContent).toBe('ไม่รับแทง: ปิดรับเลขนี้')
    expect(within(dialog).queryByRole('button', { name: 'ยืนยันแทง' })).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'ลบรายการที่ไม่รับ' })).toBeTruthy()
    expect(within(dialog).getByTestId('bill-total').textContent).toBe('฿30.00')
  })

  it('an amount changed in the dialog asks for a new check before placing', async () => {
    const onRecheck = vi.fn()
    renderApp(<Harness onRecheck={onRecheck} onPlace={() => undefined} />)
    const input = screen.getByLabelText('ราคาแทง 2 ตัวล่าง 45')
    await userEvent.clear(input)
    await userEvent.type(input, '20')
    expect(screen.getByTestId('bill-total').textContent).toBe('฿40.00')
    await userEvent.click(screen.getByRole('button', { name: 'ตรวจสอบอีกครั้ง' }))
    expect(onRecheck).toHaveBeenCalledTimes(1)
  })
})

describe('the slip state (spec section 4)', () => {
  it('caches a validation with its input, and loading a round clears the cached bill and its input', async () => {
    const api = stubApi({ lottoBillValidate: () => ({ body: { error: 0, data: CHECK } }) })
    const store = createStore()
    store.set(loadRoundAtom, 11)
    store.set(slipLinesAtom, LINES)
    await store.set(validateBillAtom, 11, billLines(LINES))
    expect(store.get(billCacheAtom)).toEqual({ roundId: 11, input: billLines(LINES), check: CHECK })
    expect(api.of('lottoBillValidate')[0]?.body).toEqual({
      agent_id: 3,
      round_id: 11,
      lines: billLines(LINES),
    })

    store.set(loadRoundAtom, 12)
    expect(store.get(billCacheAtom)).toBeNull()
    expect(store.get(slipLinesAtom)).toEqual([])
  })
})
