import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Header } from '../../../src/app/shell/header'
import { logoutAtom } from '../../../src/features/auth/atoms'
import { RECONNECT_DELAYS_MS } from '../../../src/lib/live'
import { renderMemberPage } from '../payment/render-page'
import { renderApp } from '../render'
import { memberRoutes, ok, stubApi } from '../stub-api'
import { stubLive } from './live-stub'

const mainWallet = (balance: number) => [{ id: 1, wallet_name: 'กระเป๋าหลัก', balance, wallet_type_id: 1 }]

/** Longer than the longest wait before a reconnect: any reconnect would have happened by then. */
const PAST_EVERY_RECONNECT_MS = Math.max(...RECONNECT_DELAYS_MS) * 2

describe('live updates', () => {
  // Fake timers that still follow the real clock: "nothing opened" lets the reconnect delays pass
  // at once instead of sleeping through a short real pause that proves nothing.
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('opens GET /api/live for a member with the token in the header, never in the URL, and closes it on logout', async () => {
    stubApi({ ...memberRoutes(), logout: ok(null) })
    const live = stubLive()
    const { store } = await renderMemberPage(<Header />)
    await waitFor(() => expect(live.connections).toHaveLength(1))
    const [connection] = live.connections
    expect(connection.authorization).toBe('Bearer token-abc')
    expect(connection.url).toBe('http://localhost:3000/api/live')
    await store.set(logoutAtom)
    await waitFor(() => expect(connection.signal?.aborted).toBe(true))
    await act(() => vi.advanceTimersByTimeAsync(PAST_EVERY_RECONNECT_MS))
    expect(live.connections).toHaveLength(1)
  })

  it('opens nothing for a visitor', async () => {
    stubApi({ ...memberRoutes() })
    const live = stubLive()
    renderApp(<Header />)
    expect(await screen.findByRole('link', { name: 'เข้าสู่ระบบ' })).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(PAST_EVERY_RECONNECT_MS))
    expect(live.connections).toHaveLength(0)
  })

  it('a balance event reloads the wallets; after a drop it reconnects and catches up on ready', async () => {
    let balance = 1000
    const api = stubApi({
      ...memberRoutes(),
      memberWallets: () => ({ body: { error: 0, data: mainWallet(balance) } }),
    })
    const live = stubLive()
    await renderMemberPage(<Header />)
    const banner = screen.getByRole('banner')
    expect(await within(banner).findByText('฿1,000.00')).toBeTruthy()
    await waitFor(() => expect(live.connections).toHaveLength(1))
    live.send('ready')

    balance = 1200
    live.send('balance')
    await waitFor(() => expect(within(banner).getByText('฿1,200.00')).toBeTruthy())

    // Dropped: the deposit credited meanwhile sends no event to anyone. Back after 1 s, `ready`
    // makes the site ask again.
    live.drop()
    balance = 1700
    await waitFor(() => expect(live.connections).toHaveLength(2), { timeout: 3000 })
    expect(live.connections[1].authorization).toBe('Bearer token-abc')
    const before = api.of('memberWallets').length
    live.send('ready')
    await waitFor(() => expect(within(banner).getByText('฿1,700.00')).toBeTruthy())
    expect(api.of('memberWallets').length).toBe(before + 1)
  })
})
