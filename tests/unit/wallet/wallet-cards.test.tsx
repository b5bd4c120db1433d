import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Header } from '../../../src/app/shell/header'
import { WalletCards } from '../../../src/features/wallet/components/wallet-cards'
import { renderPage } from '../payment/render-page'
import { agentRoutes, storeMember, stubApi, walletRoutes } from '../stub-api'

describe('wallet cards', () => {
  it('shows each wallet with its balance, the main wallet first and marked as real money', async () => {
    storeMember()
    stubApi({
      ...agentRoutes(),
      ...walletRoutes([
        { id: 2, wallet_name: 'เครดิตฟรี', balance: 50, wallet_type_id: 2 },
        { id: 1, wallet_name: 'กระเป๋าหลัก', balance: 1234.5, wallet_type_id: 1 },
      ]),
    })
    await renderPage(<WalletCards />)
    const section = await screen.findByRole('region', { name: 'กระเป๋าเงิน' })
    const items = await within(section).findAllByRole('listitem')
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['กระเป๋าหลัก', 'เครดิตฟรี'])
    expect(within(items[0]).getByText('฿1,234.50')).toBeTruthy()
    expect(within(items[0]).getByText(/เงินจริง/)).toBeTruthy()
    expect(within(items[1]).getByText('฿50.00')).toBeTruthy()
    expect(within(items[1]).getByText(/โบนัส/)).toBeTruthy()
  })

  it('refreshes the wallets and the header total together (one source of truth)', async () => {
    storeMember()
    let balance = 1000
    stubApi({
      ...agentRoutes(),
      ...walletRoutes(),
      memberWallets: () => ({
        body: { error: 0, data: [{ id: 1, wallet_name: 'กระเป๋าหลัก', balance, wallet_type_id: 1 }] },
      }),
    })
    await renderPage(
      <>
        <Header />
        <WalletCards />
      </>,
    )
    const banner = screen.getByRole('banner')
    expect(await within(banner).findByText('฿1,000.00')).toBeTruthy()
    balance = 1500
    await userEvent.click(screen.getByRole('button', { name: 'อัปเดตยอดเงิน' }))
    await waitFor(() => expect(within(banner).getByText('฿1,500.00')).toBeTruthy())
    const section = screen.getByRole('region', { name: 'กระเป๋าเงิน' })
    expect(within(section).getByText('฿1,500.00')).toBeTruthy()
  })
})
