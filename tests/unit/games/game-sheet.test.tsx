import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SHELL_TEXT } from '../../../src/app/shell/texts'
import { lobbyPath } from '../../../src/config/paths'
import { GAME_FRAME_SANDBOX } from '../../../src/features/games/components/game-frame'
import { gameLinkAtom, gameWalletAtom, selectedGameAtom } from '../../../src/features/games/game-atoms'
import { GAME_TEXT } from '../../../src/features/games/texts'
import { modalOpenAtom } from '../../../src/features/layout-ui/atoms'
import { agentRoutes, MEMBER_INFO, ok, refuse, type StubRoutes, storeMember, stubApi } from '../stub-api'
import { BONUS, DEMO_LINK, EMPTY_BONUS, LINK, MAIN, PROVIDERS, SLOT } from './fixtures'
import { renderLobby } from './render-lobby'

// The real toaster stays mounted; showToast is watched for its words and duration.
const toaster = vi.hoisted(() => ({ showToast: vi.fn() }))
vi.mock('../../../src/components/ui/toaster', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  showToast: toaster.showToast,
}))

beforeEach(() => toaster.showToast.mockClear())

const lobbyRoutes = (): StubRoutes => ({
  ...agentRoutes(),
  gameList: ok({ games: [SLOT], total: 1 }),
  gameLobby: ok({ providers: PROVIDERS, last: [], hot: [] }),
  lobbyConfigs: ok({ lobby_key: 'slot', title: 'สล็อต', banners: [], categories: [], providers: PROVIDERS }),
})

function member(routes: StubRoutes) {
  storeMember()
  return stubApi({
    ...lobbyRoutes(),
    memberWallets: ok([MAIN, BONUS]),
    userInfo: ok(MEMBER_INFO),
    gameLink: ok({ link: LINK }),
    ...routes,
  })
}

const playSlot = async () =>
  userEvent.click(await screen.findByRole('button', { name: `${GAME_TEXT.play} สล็อต` }))
// The sheet is a lazy chunk: the first one to open in a run waits for its transform.
const sheet = () => screen.findByRole('dialog', { name: 'สล็อต' }, { timeout: 5000 })

describe('game bottom sheet: real game', () => {
  it('with a bonus and a main wallet both eligible, the picker asks; choosing one toasts and loads the game', async () => {
    const api = member({ gameWallets: ok([MAIN, BONUS, EMPTY_BONUS]) })
    renderLobby(lobbyPath('slot'))
    await playSlot()
    const dialog = await sheet()
    expect(await within(dialog).findByRole('heading', { name: 'กรุณาเลือกกระเป๋าเงิน' })).toBeTruthy()
    const choices = within(dialog).getAllByRole('button', { name: /฿/ })
    expect(choices.map((b) => b.textContent)).toEqual(['กระเป๋าหลัก฿500.00', 'เครดิตโบนัส฿120.00'])
    expect(api.of('gameLink')).toHaveLength(0)

    await userEvent.click(within(dialog).getByRole('button', { name: /เครดิตโบนัส/ }))
    expect(toaster.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'กำลังนำท่านเข้าสู่เกม' }))
    const frame = await within(dialog).findByTitle(/สล็อต/)
    expect(frame.getAttribute('src')).toBe(LINK)
    expect(api.of('gameWallets')[0].body).toEqual({ game_id: SLOT.game_id, provider_id: SLOT.provider_id })
    expect(api.of('gameLink')[0].body).toEqual({
      wallet_id: BONUS.id,
      game_id: SLOT.game_id,
      provider_id: SLOT.provider_id,
      is_mobile: expect.any(Boolean),
      source: 'lobby',
    })
  })

  it('with one eligible wallet it is chosen by itself: the toast, then the frame with data.link', async () => {
    const api = member({ gameWallets: ok([MAIN, EMPTY_BONUS]) })
    renderLobby(lobbyPath('slot'))
    await playSlot()
    const dialog = await sheet()
    const frame = await within(dialog).findByTitle(/สล็อต/)
    expect(frame.tagName).toBe('IFRAME')
    expect(frame.getAttribute('src')).toBe(LINK)
    // A built-in game (the site's origin): scripts and forms, no same-origin.
    expect(frame.getAttribute('sandbox')).toBe(GAME_FRAME_SANDBOX)
    expect(within(dialog).queryByText('กรุณาเลือกกระเป๋าเงิน')).toBeNull()
    expect(toaster.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'กำลังนำท่านเข้าสู่เกม' }))
    expect((api.of('gameLink')[0].body as { wallet_id: number }).wallet_id).toBe(MAIN.id)
  })

  it('a link failure shows the alert พบบางอย่างผิดปกติ with the server message, and the picker stays', async () => {
    member({ gameWallets: ok([MAIN, BONUS]), gameLink: refuse('เกมปิดปรับปรุงชั่วคราว') })
    renderLobby(lobbyPath('slot'))
    await playSlot()
    const dialog = await sheet()
    await userEvent.click(await within(dialog).findByRole('button', { name: /กระเป๋าหลัก/ }))
    const alert = await screen.findByRole('alertdialog', { name: 'พบบางอย่างผิดปกติ' })
    expect(within(alert).getByText('เกมปิดปรับปรุงชั่วคราว')).toBeTruthy()
    await userEvent.click(within(alert).getByRole('button', { name: GAME_TEXT.ok }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(within(dialog).getByRole('heading', { name: 'กรุณาเลือกกระเป๋าเงิน' })).toBeTruthy()
  })

  it('a wallets failure is a top toast of 3 seconds with the message; the sheet closes', async () => {
    member({ gameWallets: refuse('ไม่พบเกมนี้') })
    renderLobby(lobbyPath('slot'))
    await playSlot()
    await waitFor(() =>
      expect(toaster.showToast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'ไม่พบเกมนี้', duration: 3000, type: 'error' }),
      ),
    )
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'สล็อต' })).toBeNull())
  })

  it('closing clears the link, the wallet and the selected game, and refreshes the header balance', async () => {
    let balance = 500
    const api = member({
      gameWallets: ok([MAIN]),
      memberWallets: () => ({ body: { error: 0, data: [{ ...MAIN, balance }] } }),
    })
    const { store } = renderLobby(lobbyPath('slot'))
    const header = screen.getByRole('banner')
    expect(await within(header).findByText('฿500.00')).toBeTruthy()
    await playSlot()
    const dialog = await sheet()
    await within(dialog).findByTitle(/สล็อต/)
    expect(store.get(gameLinkAtom)).toBe(LINK)
    expect(store.get(gameWalletAtom)).toEqual(MAIN)
    const before = api.of('memberWallets').length

    balance = 430.5 // the game's bets and wins moved the wallet meanwhile
    await userEvent.click(within(dialog).getByRole('button', { name: GAME_TEXT.closeGame }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'สล็อต' })).toBeNull())
    expect(store.get(gameLinkAtom)).toBeNull()
    expect(store.get(gameWalletAtom)).toBeNull()
    expect(store.get(selectedGameAtom)).toBeNull()
    expect(api.of('memberWallets').length).toBeGreaterThan(before)
    expect(await within(header).findByText('฿430.50')).toBeTruthy()
  })
})

describe('game bottom sheet: demo and visitors', () => {
  it("a visitor's demo game asks game/demo only: no wallet calls at all", async () => {
    const api = stubApi({ ...lobbyRoutes(), gameDemo: ok({ link: DEMO_LINK }) })
    renderLobby(lobbyPath('slot'))
    await userEvent.click(await screen.findByRole('button', { name: `${GAME_TEXT.demo} สล็อต` }))
    const frame = await within(await sheet()).findByTitle(/สล็อต/)
    expect(frame.getAttribute('src')).toBe(DEMO_LINK)
    expect(api.of('gameDemo')[0].body).toEqual({
      game_id: SLOT.game_id,
      provider_id: SLOT.provider_id,
      is_mobile: expect.any(Boolean),
      source: 'lobby',
      agent_code: 'bw222',
    })
    expect(api.calls.filter((c) => /wallet|game\/link/.test(c.path))).toEqual([])
  })

  it('a demo failure is a top toast of 3 seconds with the message', async () => {
    stubApi({ ...lobbyRoutes(), gameDemo: refuse('เกมนี้ไม่มีโหมดทดลอง') })
    renderLobby(lobbyPath('slot'))
    await userEvent.click(await screen.findByRole('button', { name: `${GAME_TEXT.demo} สล็อต` }))
    await waitFor(() =>
      expect(toaster.showToast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'เกมนี้ไม่มีโหมดทดลอง', duration: 3000 }),
      ),
    )
  })

  it('a visitor picking a real game is asked to log in over the lobby, and once logged in the game opens by itself', async () => {
    const api = stubApi({
      ...lobbyRoutes(),
      login: () => ({ body: { error: 0, access_token: 'token-abc', data: MEMBER_INFO } }),
      memberWallets: ok([MAIN]),
      gameWallets: ok([MAIN]),
      gameLink: ok({ link: LINK }),
    })
    const { store, currentPath } = renderLobby(`${lobbyPath('slot')}?provider=builtin`)
    await playSlot()
    await waitFor(() => expect(store.get(modalOpenAtom('login'))).toBe(true))
    expect(currentPath()).toBe('/lobby/slot')
    expect(api.of('gameWallets')).toHaveLength(0)
    // Logging in (as the login dialog does): the lobby stays, the picked game opens.
    storeMember()
    window.dispatchEvent(new StorageEvent('storage', { key: 'local_data', storageArea: localStorage }))
    const frame = await within(await sheet()).findByTitle(/สล็อต/)
    expect(frame.getAttribute('src')).toBe(LINK)
  })
})

describe('spec-fixed texts', () => {
  it('are word for word', () => {
    expect(GAME_TEXT.walletPicker).toBe('กรุณาเลือกกระเป๋าเงิน')
    expect(GAME_TEXT.entering).toBe('กำลังนำท่านเข้าสู่เกม')
    expect(GAME_TEXT.somethingWrong).toBe('พบบางอย่างผิดปกติ')
    expect(SHELL_TEXT.walletPicker).toBe(GAME_TEXT.walletPicker)
    expect(SHELL_TEXT.gameToast).toBe(GAME_TEXT.entering)
  })
})
