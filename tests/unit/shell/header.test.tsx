import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Header } from '../../../src/app/shell/header'
import { renderApp } from '../render'
import { agentRoutes, CONFIG, storeMember, stubApi, walletRoutes } from '../stub-api'

describe('header', () => {
  it('shows a visitor the contact-us link, login and register, and no balance', async () => {
    stubApi(agentRoutes())
    renderApp(<Header />)
    const banner = screen.getByRole('banner')
    const contact = await within(banner).findByRole('link', { name: 'ติดต่อเรา' })
    expect(contact).toHaveProperty('href', CONFIG.info.line_admin_url)
    expect(within(banner).getByRole('link', { name: 'เข้าสู่ระบบ' }).getAttribute('href')).toBe('/login')
    expect(within(banner).getByRole('link', { name: 'สมัครสมาชิก' }).getAttribute('href')).toBe('/register')
    expect(within(banner).queryByText(/฿/)).toBeNull()
    expect(within(banner).queryByRole('button', { name: 'เมนู' })).toBeNull()
  })

  it('shows a member the total balance in baht, the deposit link, refresh and menu', async () => {
    storeMember()
    const api = stubApi({ ...agentRoutes(), ...walletRoutes() })
    renderApp(<Header />)
    const banner = screen.getByRole('banner')
    expect(await within(banner).findByText('฿1,000.00')).toBeTruthy()
    expect(
      within(banner)
        .getByRole('link', { name: /ฝากเงิน/ })
        .getAttribute('href'),
    ).toBe('/member/deposit')
    expect(within(banner).queryByRole('link', { name: 'ติดต่อเรา' })).toBeNull()
    expect(within(banner).getByRole('button', { name: 'เมนู' })).toBeTruthy()

    const loads = () => api.calls.filter((c) => c.path === 'member/wallets').length
    const before = loads()
    await userEvent.click(within(banner).getByRole('button', { name: 'รีเฟรชยอดเงิน' }))
    await waitFor(() => expect(loads()).toBe(before + 1))
  })

  it('sums every wallet into the total', async () => {
    storeMember()
    stubApi({
      ...agentRoutes(),
      ...walletRoutes([
        { id: 1, wallet_name: 'กระเป๋าหลัก', balance: 1234.5, wallet_type_id: 1 },
        { id: 2, wallet_name: 'เครดิตฟรี', balance: 0.25, wallet_type_id: 2 },
      ]),
    })
    renderApp(<Header />)
    expect(await screen.findByText('฿1,234.75')).toBeTruthy()
  })
})
