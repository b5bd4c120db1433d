import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore, useAtomValue } from 'jotai'
import { describe, expect, it } from 'vitest'
import type { ResponsibleStatus } from '../../../src/contract/responsible'
import { loginAtom } from '../../../src/features/auth/atoms'
import { responsibleStatusAtom } from '../../../src/features/responsible/atoms'
import { ResponsibleOffer } from '../../../src/features/responsible/components/offer'
import { renderApp } from '../render'
import { agentRoutes, MEMBER_INFO, ok, stubApi, walletRoutes } from '../stub-api'

const status = (offer: boolean): ResponsibleStatus => ({
  limits: [],
  block: null,
  reality_check_minutes: 0,
  session: { started_at: '2026-01-15T05:00:00.000Z', stakes: 0, wins: 0 },
  offer,
})

/** Says when the status is in, so "no offer" is checked after the answer, not before it. */
function StatusLoaded() {
  return useAtomValue(responsibleStatusAtom).status ? <p>status loaded</p> : null
}

/** A member (`id`) logged in on this device, on a page with the offer; the server says whether it is due. */
async function offerPage(offer: boolean, id = MEMBER_INFO.id) {
  stubApi({
    ...agentRoutes({ notifications: [], events: [] }),
    ...walletRoutes(),
    login: () => ({ body: { error: 0, access_token: `token-${id}`, data: { ...MEMBER_INFO, id } } }),
    responsibleStatus: ok(status(offer)),
  })
  const store = createStore()
  await store.set(loginAtom, { username: MEMBER_INFO.phone, password: 'secret-pass-1' })
  const page = renderApp(
    <>
      <StatusLoaded />
      <ResponsibleOffer />
    </>,
    { store, path: '/member/payment' },
  )
  await screen.findByText('status loaded')
  return page
}

const card = () => screen.queryByRole('complementary', { name: 'ตั้งวงเงินการเล่นของคุณ' })

describe('the offer of the limits after the first deposit', () => {
  it('shows when the server says it is due, with a link to the limits, and only once for the member on this device', async () => {
    const first = await offerPage(true)
    expect(await screen.findByRole('complementary', { name: 'ตั้งวงเงินการเล่นของคุณ' })).toBeTruthy()
    expect(screen.getByText('ตั้งวงเงินฝาก วงเงินเสีย และเวลาเล่นให้ตัวเองได้ที่หน้าเล่นอย่างรับผิดชอบ')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'ตั้งวงเงิน' }).getAttribute('href')).toBe('/member/responsible')
    first.unmount()
    // Unmounting with the storage kept (the render helper clears it only after the test).
    await offerPage(true)
    expect(card()).toBeNull()
  })

  it('is offered to another member on the same device too', async () => {
    ;(await offerPage(true)).unmount()
    await offerPage(true, MEMBER_INFO.id + 1)
    expect(await screen.findByRole('complementary', { name: 'ตั้งวงเงินการเล่นของคุณ' })).toBeTruthy()
  })

  it('ไว้ภายหลัง puts it away', async () => {
    await offerPage(true)
    await userEvent.click(await screen.findByRole('button', { name: 'ไว้ภายหลัง' }))
    await waitFor(() => expect(card()).toBeNull())
  })

  it('shows nothing when it is not due (no deposit yet, a second one, or limits already set)', async () => {
    await offerPage(false)
    expect(card()).toBeNull()
  })
})
