import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Route } from 'wouter'
import { SESSION_EXPIRED } from '../../../src/app/api-reactions'
import LottoRoundPage from '../../../src/app/routes/lotto-round'
import { PATTERNS } from '../../../src/config/paths'
import type { BillBody } from '../../../src/contract/lotto'
import { totalBalanceAtom } from '../../../src/features/wallet/atoms'
import { renderMemberPage } from '../payment/render-page'
import { memberRoutes, type StubRoutes, stubApi } from '../stub-api'
import { bill, check, roundDetail } from './fixtures'

const toaster = vi.hoisted(() => ({ showToast: vi.fn() }))
vi.mock('../../../src/components/ui/toaster', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  showToast: toaster.showToast,
}))
beforeEach(() => toaster.showToast.mockClear())

const press = async (...keys: string[]) => {
  const pad = screen.getByRole('group', { name: 'แป้นตัวเลข' })
  for (const k of keys) await userEvent.click(within(pad).getByRole('button', { name: k }))
}
const betType = (name: string) =>
  within(screen.getByRole('group', { name: 'ประเภทการแทง' })).getByRole('button', {
    name: new RegExp(`^${name}`),
  })
const helper = (name: string) =>
  within(screen.getByRole('group', { name: 'ตัวช่วย' })).getByRole('button', { name })
const slipLines = () => within(screen.getByRole('list', { name: 'รายการแทง' })).getAllByRole('listitem')

async function openSlip(routes: StubRoutes = {}) {
  const api = stubApi({
    ...memberRoutes(),
    lottoRound: () => ({ body: { error: 0, data: roundDetail() } }),
    lottoBillValidate: ({ body }) => ({ body: { error: 0, data: check((body as BillBody).lines) } }),
    ...routes,
  })
  const page = await renderMemberPage(
    <Route path={PATTERNS.lottoRound}>
      <LottoRoundPage />
    </Route>,
    { path: '/lotto/11' },
  )
  await screen.findByRole('heading', { name: 'หวยรัฐบาลไทย งวด 1 ธ.ค. 69' })
  return { api, page }
}

/** 123 as 3 ตัวบน, กลับเลข of 45 as 2 ตัวล่าง, 10 baht on every line (the journey). */
async function fillJourney() {
  expect(betType('3 ตัวบน').getAttribute('aria-pressed')).toBe('true')
  await press('1', '2', '3')
  await userEvent.click(betType('2 ตัวล่าง'))
  expect(betType('3 ตัวบน').getAttribute('aria-pressed')).toBe('false')
  await userEvent.click(helper('กลับเลข'))
  await press('4', '5')
  await userEvent.type(screen.getByLabelText('ราคาแทงทุกรายการ (บาท)'), '10')
  await userEvent.click(screen.getByRole('button', { name: 'ใช้กับทุกรายการ' }))
}

describe('/lotto/{round_id}: the slip', () => {
  it('adds lines from the pad and the helpers, sets the stake for all lines, shows each rate and payout', async () => {
    const { api } = await openSlip()
    expect(api.of('lottoRound')[0]?.query.get('round_id')).toBe('11')
    expect(api.of('lottoRound')[0]?.query.get('agent_id')).toBe('3')
    await fillJourney()
    expect(slipLines().map((l) => l.getAttribute('aria-label'))).toEqual([
      '3 ตัวบน 123',
      '2 ตัวล่าง 45',
      '2 ตัวล่าง 54',
    ])
    const [top] = slipLines()
    expect(within(top as HTMLElement).getByTestId('line-rate').textContent).toBe(
      'บาทละ 900 · ชนะได้ ฿9,000.00',
    )
    expect(screen.getByTestId('slip-total').textContent).toBe('฿30.00')
    // one line's own stake
    const input = screen.getByLabelText('ราคาแทง 2 ตัวล่าง 54')
    await userEvent.clear(input)
    await userEvent.type(input, '5')
    expect(screen.getByTestId('slip-total').textContent).toBe('฿25.00')
    // 19 ประตู of 7: 19 more lines
    await userEvent.click(helper('19 ประตู'))
    await press('7')
    expect(slipLines()).toHaveLength(22)
  }, 30_000)

  it('the sticky slip bar counts the lines and totals the stake as each number is keyed', async () => {
    await openSlip()
    const bar = screen.getByRole('region', { name: 'สรุปโพย' })
    const count = () => within(bar).getByTestId('slip-count').textContent
    const total = () => within(bar).getByTestId('slip-total').textContent
    expect([count(), total()]).toEqual(['0 รายการ', '฿0.00'])
    expect((within(bar).getByRole('button', { name: 'ตรวจสอบโพย' }) as HTMLButtonElement).disabled).toBe(true)
    await userEvent.type(screen.getByLabelText('ราคาแทงทุกรายการ (บาท)'), '10')
    await press('1', '2')
    expect([count(), total()]).toEqual(['0 รายการ', '฿0.00'])
    await press('3')
    expect([count(), total()]).toEqual(['1 รายการ', '฿10.00'])
    await press('4', '5', '6')
    expect([count(), total()]).toEqual(['2 รายการ', '฿20.00'])
    expect((within(bar).getByRole('button', { name: 'ตรวจสอบโพย' }) as HTMLButtonElement).disabled).toBe(
      false,
    )
    await userEvent.click(within(bar).getByRole('button', { name: 'ล้างโพย' }))
    expect([count(), total()]).toEqual(['0 รายการ', '฿0.00'])
  }, 30_000)

  it("a Yeekee round's slip says before any bet that fewer than 20 shooters make the round void and refunded", async () => {
    stubApi({
      ...memberRoutes(),
      lottoRound: () => ({
        body: {
          error: 0,
          data: { ...roundDetail(), category_id: 7, category_code: 'yeekee', title: 'ยี่กี รอบที่ 5 (1 ธ.ค. 69)' },
        },
      }),
    })
    await renderMemberPage(
      <Route path={PATTERNS.lottoRound}>
        <LottoRoundPage />
      </Route>,
      { path: '/lotto/11' },
    )
    await screen.findByRole('heading', { name: 'ยี่กี รอบที่ 5 (1 ธ.ค. 69)' })
    expect(screen.getByTestId('yeekee-minimum-rule').textContent).toBe(
      'รอบนี้ต้องมีผู้ยิงเลขอย่างน้อย 20 คน (นับคน ไม่นับครั้ง) ถ้าไม่ถึง รอบจะเป็นโมฆะและคืนเงินทุกโพย',
    )
  })

  it("a government round's slip has no Yeekee rule", async () => {
    await openSlip()
    expect(screen.queryByTestId('yeekee-minimum-rule')).toBeNull()
  })

  it('confirms through the bill dialog, then places the bill with an Idempotency-Key and refreshes the balance', async () => {
    const { api, page } = await openSlip({ lottoBillCreate: () => ({ body: { error: 0, data: bill() } }) })
    // The header's balance (not rendered here) is what shows the refresh.
    const header = page.store.sub(totalBalanceAtom, () => {})
    await fillJourney()
    await userEvent.click(screen.getByRole('button', { name: 'ตรวจสอบโพย' }))
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันโพย' })
    const sent = {
      agent_id: 3,
      round_id: 11,
      lines: [
        { bet_type: '3top', number: '123', amount: 10 },
        { bet_type: '2bottom', number: '45', amount: 10 },
        { bet_type: '2bottom', number: '54', amount: 10 },
      ],
    }
    expect(api.of('lottoBillValidate')[0]?.body).toEqual(sent)
    // number, rate and amount input of each line; close
    const rows = within(dialog).getAllByRole('listitem')
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['3 ตัวบน 123', '2 ตัวล่าง 45', '2 ตัวล่าง 54'])
    expect(within(rows[0] as HTMLElement).getByText('บาทละ 900')).toBeTruthy()
    expect((within(dialog).getByLabelText('ราคาแทง 3 ตัวบน 123') as HTMLInputElement).value).toBe('10')
    expect(within(dialog).getByRole('button', { name: 'ปิด' })).toBeTruthy()
    const wallets = api.of('memberWallets').length

    await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันแทง' }))
    expect(await screen.findByText('ส่งโพยสำเร็จ (โพยเลขที่ 501)')).toBeTruthy()
    const create = api.of('lottoBillCreate')
    expect(create).toHaveLength(1)
    expect(create[0]?.body).toEqual(sent)
    expect(create[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(screen.queryByRole('dialog', { name: 'ยืนยันโพย' })).toBeNull()
    expect(screen.queryByRole('list', { name: 'รายการแทง' })).toBeNull()
    await waitFor(() => expect(api.of('memberWallets').length).toBeGreaterThan(wallets))
    header()
  }, 30_000)

  it('shows the server refusal of a bill in the dialog (a round closed meanwhile)', async () => {
    await openSlip({
      lottoBillCreate: () => ({ body: { error: 1, message: 'รอบนี้ปิดรับแล้ว' } }),
    })
    await press('1', '2', '3')
    await userEvent.type(screen.getByLabelText('ราคาแทงทุกรายการ (บาท)'), '10')
    await userEvent.click(screen.getByRole('button', { name: 'ใช้กับทุกรายการ' }))
    await userEvent.click(screen.getByRole('button', { name: 'ตรวจสอบโพย' }))
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันโพย' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันแทง' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('รอบนี้ปิดรับแล้ว')
  }, 20_000)

  it("a 401 on a lotto call says 'เซสซั่นหมดอายุ กรุณาลองใหม่' and goes to /login", async () => {
    const { page } = await openSlip({ lottoBillValidate: () => ({ status: 401, body: { error: 401 } }) })
    await press('1', '2', '3')
    await userEvent.click(screen.getByRole('button', { name: 'ตรวจสอบโพย' }))
    await waitFor(() => expect(page.currentPath()).toBe('/login'))
    expect(toaster.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: SESSION_EXPIRED }))
    expect(SESSION_EXPIRED).toBe('เซสซั่นหมดอายุ กรุณาลองใหม่')
  })
})
