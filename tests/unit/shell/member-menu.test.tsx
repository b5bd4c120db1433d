import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Header } from '../../../src/app/shell/header'
import { Overlays } from '../../../src/app/shell/overlays'
import { isLoggedInAtom } from '../../../src/features/auth/atoms'
import { renderApp } from '../render'
import { agentRoutes, storeMember, stubApi, walletRoutes } from '../stub-api'

const MENU = [
  'โปรไฟล์',
  'แนะนำเพื่อน',
  'ภารกิจ',
  'กงล้อนำโชค',
  'แลกของรางวัล',
  'คืนยอดเสียรายวัน',
  'คืนยอดได้เสีย',
  'รับโปรโมชั่น',
  'ใช้คูปอง',
  'รายการเงิน',
  'ออกจากระบบ',
]

function renderMember(path = '/member/profile') {
  storeMember()
  const api = stubApi({ ...agentRoutes(), ...walletRoutes() })
  const view = renderApp(
    <>
      <Header />
      <Overlays />
    </>,
    { path },
  )
  return { ...view, api }
}

async function openMenu() {
  await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'เมนู' }))
  return screen.findByRole('dialog', { name: 'เมนู' })
}

describe('member menu', () => {
  it('lists the eleven items in the spec order, with their pages', async () => {
    renderMember()
    const menu = await openMenu()
    const items = within(menu).getAllByRole('listitem')
    expect(items.map((li) => li.textContent?.trim())).toEqual(MENU)
    expect(within(menu).getByRole('link', { name: 'แนะนำเพื่อน' }).getAttribute('href')).toBe('/affiliate')
    expect(within(menu).getByRole('link', { name: 'รายการเงิน' }).getAttribute('href')).toBe(
      '/member/statement',
    )
  })

  it('closes and navigates when an item is chosen', async () => {
    const { currentPath } = renderMember('/')
    const menu = await openMenu()
    await userEvent.click(within(menu).getByRole('link', { name: 'กงล้อนำโชค' }))
    expect(currentPath()).toBe('/member/wheel')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'เมนู' })).toBeNull())
  })

  it('asks before logging out; cancel keeps the member logged in', async () => {
    const { store, api } = renderMember()
    const menu = await openMenu()
    await userEvent.click(within(menu).getByRole('button', { name: 'ออกจากระบบ' }))
    const confirm = await screen.findByRole('alertdialog')
    expect(within(confirm).getByText('คุณแน่ใจหรือไม่ ที่จะออกจากระบบ')).toBeTruthy()
    await userEvent.click(within(confirm).getByRole('button', { name: 'ยังอยู่กับเรา' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(store.get(isLoggedInAtom)).toBe(true)
    expect(api.calls.some((c) => c.path === 'logout')).toBe(false)
    expect(within(screen.getByRole('banner')).getByText('฿1,000.00')).toBeTruthy()
  })

  it('confirming logs out on the server and goes home as a visitor', async () => {
    const { store, api, currentPath } = renderMember()
    const menu = await openMenu()
    await userEvent.click(within(menu).getByRole('button', { name: 'ออกจากระบบ' }))
    const confirm = await screen.findByRole('alertdialog')
    await userEvent.click(within(confirm).getByRole('button', { name: 'ใช่แล้ว' }))
    await waitFor(() => expect(currentPath()).toBe('/'))
    expect(store.get(isLoggedInAtom)).toBe(false)
    expect(api.calls.some((c) => c.method === 'POST' && c.path === 'logout')).toBe(true)
    const banner = screen.getByRole('banner')
    expect(await within(banner).findByRole('link', { name: 'ติดต่อเรา' })).toBeTruthy()
    expect(within(banner).queryByText(/฿/)).toBeNull()
  })
})
