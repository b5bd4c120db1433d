import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import StatementPage from '../../../src/app/routes/statement'
import { renderMemberPage } from '../payment/render-page'
import { memberRoutes, ok, refuse, stubApi } from '../stub-api'

const entry = (
  id: number,
  type: string,
  label: string,
  amount: number,
  balanceAfter: number,
  detail: string | null = null,
) => ({
  id,
  type,
  label,
  detail,
  amount,
  balance_after: balanceAfter,
  wallet_id: 1,
  wallet_name: 'กระเป๋าหลัก',
  wallet_type_id: 1,
  created_at: '2026-11-23T09:30:00.000Z',
})

function statementApi(total = 2) {
  return stubApi({
    ...memberRoutes(),
    statement: ({ query: q }) =>
      ok({
        items:
          q.get('type') === 'deposit'
            ? [entry(1, 'deposit', 'ฝากเงิน', 500, 500)]
            : [
                entry(3, 'yeekee_bonus', 'โบนัสยี่กี', 20, 220, 'ลำดับที่ 16'),
                entry(2, 'withdraw', 'ถอนเงิน', -300, 200),
                entry(1, 'deposit', 'ฝากเงิน', 500, 500),
              ],
        total,
        page: Number(q.get('page') ?? 1),
        page_size: 20,
      })(),
  })
}
const lastQuery = (api: ReturnType<typeof statementApi>) =>
  Object.fromEntries(api.of('statement').at(-1)?.query ?? [])

describe('/member/statement', () => {
  it('lists entries newest first with signed amounts, balance after and Buddhist-era times', async () => {
    const api = statementApi()
    await renderMemberPage(<StatementPage />, { path: '/member/statement' })
    const list = await screen.findByRole('list', { name: 'รายการเงิน' })
    const [bonus, ...rows] = within(list).getAllByRole('listitem')
    expect(rows).toHaveLength(2)
    // A line that names what it was: the Yeekee bonus's position.
    expect(within(bonus).getByText('โบนัสยี่กี ลำดับที่ 16')).toBeTruthy()
    expect(within(rows[0]).getByText('ถอนเงิน')).toBeTruthy()
    expect(within(rows[0]).getByText('-฿300.00')).toBeTruthy()
    expect(within(rows[0]).getByText('คงเหลือ ฿200.00')).toBeTruthy()
    expect(within(rows[1]).getByText('+฿500.00')).toBeTruthy()
    expect(within(rows[1]).getByText('23 พ.ย. 2569 16:30 · กระเป๋าหลัก')).toBeTruthy()
    expect(lastQuery(api)).toEqual({ page: '1', page_size: '20' })
  })

  it('filters by type and dates through the URL and shows the range in the Buddhist era', async () => {
    const api = statementApi()
    const { location } = await renderMemberPage(<StatementPage />, { path: '/member/statement' })
    await screen.findByRole('list', { name: 'รายการเงิน' })
    await userEvent.selectOptions(screen.getByLabelText('ประเภทรายการ'), 'deposit')
    await waitFor(() => expect(location.history.at(-1)).toBe('/member/statement?type=deposit'))
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1))
    // Day, Thai month and Buddhist-era year (never the browser's mm/dd/yyyy).
    const pick = async (field: string, day: string, month: string, year: string) => {
      await userEvent.selectOptions(screen.getByLabelText(`${field}: วัน`), day)
      await userEvent.selectOptions(screen.getByLabelText(`${field}: เดือน`), month)
      await userEvent.selectOptions(screen.getByLabelText(`${field}: ปี พ.ศ.`), year)
    }
    await pick('ตั้งแต่วันที่', '1', 'พฤศจิกายน', '2569')
    await pick('ถึงวันที่', '23', 'พฤศจิกายน', '2569')
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/member/statement?type=deposit&from=2026-11-01&to=2026-11-23'),
    )
    expect(screen.getByTestId('statement-range').textContent).toBe('1 พ.ย. 2569 – 23 พ.ย. 2569')
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        type: 'deposit',
        from: '2026-11-01',
        to: '2026-11-23',
        page: '1',
        page_size: '20',
      }),
    )
  })

  it('pages through the URL and keeps the filter', async () => {
    const api = statementApi(45)
    const { location } = await renderMemberPage(<StatementPage />, {
      path: '/member/statement?type=withdraw&page=2',
    })
    expect(await screen.findByText('หน้า 2 / 3')).toBeTruthy()
    expect(lastQuery(api)).toMatchObject({ type: 'withdraw', page: '2' })
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/member/statement?type=withdraw&page=3'))
    expect(await screen.findByText('หน้า 3 / 3')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'ถัดไป' }) as HTMLButtonElement).disabled).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'ก่อนหน้า' }))
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ type: 'withdraw', page: '2' }))
  })

  it("shows the server's Thai reason when the statement is refused, not only the generic line", async () => {
    stubApi({
      ...memberRoutes(),
      statement: refuse('วันที่เริ่มต้นต้องไม่เกินวันที่สิ้นสุด'),
    })
    await renderMemberPage(<StatementPage />, { path: '/member/statement?from=2026-11-23&to=2026-11-01' })
    expect((await screen.findByRole('alert')).textContent).toBe('วันที่เริ่มต้นต้องไม่เกินวันที่สิ้นสุด')
  })

  it('falls back to โหลดรายการไม่สำเร็จ when the server gave no reason', async () => {
    stubApi({
      ...memberRoutes(),
      statement: () => ({ status: 500, body: { error: 1 } }),
    })
    await renderMemberPage(<StatementPage />, { path: '/member/statement' })
    expect((await screen.findByRole('alert')).textContent).toBe('โหลดรายการไม่สำเร็จ กรุณาลองใหม่')
  })
})
