import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { FloatingActions } from '../../../src/app/shell/floating-actions'
import { Overlays } from '../../../src/app/shell/overlays'
import { renderApp } from '../render'
import { agentRoutes, stubApi } from '../stub-api'

const shell = (
  <>
    <FloatingActions />
    <Overlays />
  </>
)

const EVENTS = [
  { id: 1, image: '/images/event-poll.svg', title: 'ทายผลบอล', poll_id: 2, quest_id: null },
  { id: 3, image: '/images/event-quest.svg', title: 'ภารกิจฝากเงิน', poll_id: null, quest_id: 1 },
  {
    id: 2,
    image: '/images/event-wheel.svg',
    title: 'วงล้อนำโชค',
    poll_id: null,
    quest_id: null,
    link: '/member/wheel',
  },
]

describe('event links', () => {
  it('an event with a poll opens that poll', async () => {
    stubApi(agentRoutes({ notifications: [], events: EVENTS }))
    const { currentPath } = renderApp(shell)
    await userEvent.click(await screen.findByRole('button', { name: 'กิจกรรม' }))
    const dialog = await screen.findByRole('dialog', { name: 'กิจกรรม' })
    await userEvent.click(within(dialog).getByRole('img', { name: 'ทายผลบอล' }))
    expect(currentPath()).toBe('/poll/2')
  })

  it('an event with a quest opens the quests page on that event’s quest', async () => {
    stubApi(agentRoutes({ notifications: [], events: EVENTS }))
    const { location } = renderApp(shell)
    await userEvent.click(await screen.findByRole('button', { name: 'กิจกรรม' }))
    const dialog = await screen.findByRole('dialog', { name: 'กิจกรรม' })
    await userEvent.click(within(dialog).getByRole('img', { name: 'ภารกิจฝากเงิน' }))
    expect(location.history.at(-1)).toBe('/member/creditfree?event=3')
  })

  it('the wheel event opens the wheel', async () => {
    stubApi(agentRoutes({ notifications: [], events: EVENTS }))
    const { currentPath } = renderApp(shell)
    await userEvent.click(await screen.findByRole('button', { name: 'กิจกรรม' }))
    const dialog = await screen.findByRole('dialog', { name: 'กิจกรรม' })
    await userEvent.click(within(dialog).getByRole('img', { name: 'วงล้อนำโชค' }))
    expect(currentPath()).toBe('/member/wheel')
  })
})
