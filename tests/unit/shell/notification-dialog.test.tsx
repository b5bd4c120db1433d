import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DefaultLayout } from '../../../src/app/layouts/default-layout'
import { loginAtom } from '../../../src/features/auth/atoms'
import { announcementsSeenAtom, modalOpenAtom } from '../../../src/features/layout-ui/atoms'
import { renderApp } from '../render'
import { agentRoutes, IMPORTANT, MEMBER_INFO, NEWS, ok, stubApi, walletRoutes } from '../stub-api'

const dialogName = 'ประกาศสำคัญ'

/**
 * The dialog opens by itself in an idle callback with a 1.5 s deadline (a plain timeout where the
 * browser has none). "It did not open" is checked once the agent content is on screen and that
 * deadline has passed on the fake clock, never after a real pause that a slow run could outlast.
 */
async function pastTheAnnouncementDeadline() {
  await screen.findByRole('button', { name: 'กิจกรรม' })
  await act(() => vi.advanceTimersByTimeAsync(2_000))
}

/** A member who just logged in, on a page of the default layout; the announcements answer on `arrive()`. */
async function loginWithLateAnnouncements() {
  let arrive: () => void = () => {}
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve
  })
  stubApi({
    ...agentRoutes(),
    ...walletRoutes(),
    login: () => ({ body: { error: 0, access_token: 'token-abc', data: MEMBER_INFO } }),
    notifications: async () => arrived.then(ok([...IMPORTANT, ...NEWS])),
  })
  const store = createStore()
  await store.set(loginAtom, { username: '0800000001', password: 'secret-pass-1' })
  renderApp(<DefaultLayout>page</DefaultLayout>, { store })
  return { store, arrive }
}

describe('notification dialog', () => {
  // Fake timers that still follow the real clock, so the queries' own waits keep working.
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('opens by itself, steps through the type-1 items with ถัดไป and closes with ปิด on the last', async () => {
    stubApi(agentRoutes())
    renderApp(<DefaultLayout>page</DefaultLayout>)
    const dialog = await screen.findByRole('dialog', { name: dialogName })
    expect(within(dialog).getByText(IMPORTANT[0].title)).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'ปิด' })).toBeNull()
    // Only type 1 is in the dialog.
    expect(within(dialog).queryByText(NEWS[0].title)).toBeNull()

    await userEvent.click(within(dialog).getByRole('button', { name: 'ถัดไป' }))
    expect(within(dialog).getByText(IMPORTANT[1].title)).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'ถัดไป' })).toBeNull()

    await userEvent.click(within(dialog).getByRole('button', { name: 'ปิด' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: dialogName })).toBeNull())
  })

  it('opens by itself only once per session', async () => {
    stubApi(agentRoutes())
    const first = renderApp(<DefaultLayout>page</DefaultLayout>)
    const dialog = await screen.findByRole('dialog', { name: dialogName })
    await userEvent.click(within(dialog).getByRole('button', { name: 'ถัดไป' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'ปิด' }))
    first.unmount()

    renderApp(<DefaultLayout>page</DefaultLayout>)
    await pastTheAnnouncementDeadline()
    expect(screen.queryByRole('dialog', { name: dialogName })).toBeNull()
    // The bell still opens it, with no unread count.
    expect(screen.getByRole('button', { name: dialogName }).textContent).toBe('')
  })

  it('never pops up over a dialog the member opened first; it waits until that one closes', async () => {
    stubApi(agentRoutes())
    const { store } = renderApp(<DefaultLayout>page</DefaultLayout>)
    act(() => store.set(modalOpenAtom('event'), true))
    await screen.findByRole('dialog', { name: 'กิจกรรม' })
    await pastTheAnnouncementDeadline()
    // It tried to open (this session's one time is used) and waits behind the member's dialog.
    expect(store.get(announcementsSeenAtom)).toBe(true)
    expect(screen.queryByRole('dialog', { name: dialogName })).toBeNull()

    act(() => store.set(modalOpenAtom('event'), false))
    expect(await screen.findByRole('dialog', { name: dialogName })).toBeTruthy()
  })

  it('a member who opens the menu right after logging in keeps it: the announcements arriving later wait until it closes', async () => {
    const { store, arrive } = await loginWithLateAnnouncements()
    await userEvent.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'เมนู' }))
    const menu = await screen.findByRole('dialog', { name: 'เมนู' })

    arrive()
    await pastTheAnnouncementDeadline()
    expect(store.get(announcementsSeenAtom)).toBe(true)
    expect(screen.queryByRole('dialog', { name: dialogName })).toBeNull()
    expect(screen.getByRole('dialog', { name: 'เมนู' })).toBe(menu)

    await userEvent.click(within(menu).getByRole('button', { name: 'ปิดหน้าต่าง' }))
    expect(await screen.findByRole('dialog', { name: dialogName })).toBeTruthy()
    expect(screen.queryByRole('dialog', { name: 'เมนู' })).toBeNull()
  })

  it('does not open by itself on another page: the bell counts them, and they open on reaching the home page', async () => {
    stubApi(agentRoutes())
    const { location, store } = renderApp(<DefaultLayout>page</DefaultLayout>, { path: '/lotto/lobby' })
    await pastTheAnnouncementDeadline()
    expect(screen.queryByRole('dialog', { name: dialogName })).toBeNull()
    expect(store.get(announcementsSeenAtom)).toBe(false)
    const bell = screen.getByRole('button', { name: `ประกาศสำคัญ ยังไม่ได้อ่าน ${IMPORTANT.length} รายการ` })
    expect(bell.textContent).toBe(String(IMPORTANT.length))

    act(() => location.navigate('/'))
    expect(await screen.findByRole('dialog', { name: dialogName })).toBeTruthy()
    // Shown this session: the bell stops counting.
    expect(screen.getByRole('button', { name: dialogName, hidden: true }).textContent).toBe('')
  })

  it('opened from the bell on another page: the badge goes and the home page does not open them again', async () => {
    stubApi(agentRoutes())
    const { location } = renderApp(<DefaultLayout>page</DefaultLayout>, { path: '/member/statement' })
    await userEvent.click(await screen.findByRole('button', { name: /ยังไม่ได้อ่าน/ }))
    const dialog = await screen.findByRole('dialog', { name: dialogName })
    await userEvent.click(within(dialog).getByRole('button', { name: 'ถัดไป' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'ปิด' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: dialogName })).toBeNull())
    expect(screen.queryByRole('button', { name: /ยังไม่ได้อ่าน/ })).toBeNull()

    act(() => location.navigate('/'))
    await pastTheAnnouncementDeadline()
    expect(screen.queryByRole('dialog', { name: dialogName })).toBeNull()
  })

  it('shows the empty text from the bell when there is no important announcement', async () => {
    stubApi(agentRoutes({ notifications: NEWS }))
    renderApp(<DefaultLayout>page</DefaultLayout>)
    await pastTheAnnouncementDeadline()
    expect(screen.queryByRole('dialog', { name: dialogName })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: dialogName }))
    const dialog = await screen.findByRole('dialog', { name: dialogName })
    expect(within(dialog).getByText('ไม่มีประกาศสำคัญในตอนนี้')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'ปิด' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: dialogName })).toBeNull())
  })
})
