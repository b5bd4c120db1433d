import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { FloatingActions } from '../../../src/app/shell/floating-actions'
import { Overlays } from '../../../src/app/shell/overlays'
import { renderApp } from '../render'
import { agentRoutes, CONFIG, EVENTS, stubApi } from '../stub-api'

const shell = (
  <>
    <FloatingActions />
    <Overlays />
  </>
)

describe('event button and dialog', () => {
  it('has no event button when there are no events', async () => {
    stubApi(agentRoutes({ notifications: [], events: [] }))
    renderApp(shell)
    // The content has loaded once the LINE button (from the agent config) is there.
    await screen.findByRole('link', { name: 'ติดต่อผ่าน LINE' })
    expect(screen.queryByRole('button', { name: 'กิจกรรม' })).toBeNull()
  })

  it('shows the event images; clicking one goes to /poll/1', async () => {
    stubApi(agentRoutes({ notifications: [] }))
    const { currentPath } = renderApp(shell)
    await userEvent.click(await screen.findByRole('button', { name: 'กิจกรรม' }))
    const dialog = await screen.findByRole('dialog', { name: 'กิจกรรม' })
    const image = within(dialog).getByRole('img', { name: EVENTS[0].title })
    expect(image.getAttribute('src')).toBe(EVENTS[0].image)
    await userEvent.click(image)
    expect(currentPath()).toBe('/poll/1')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'กิจกรรม' })).toBeNull())
  })

  it('links the contact buttons to the agent LINE accounts', async () => {
    stubApi(agentRoutes({ notifications: [] }))
    renderApp(shell)
    const line = await screen.findByRole('link', { name: 'ติดต่อผ่าน LINE' })
    expect(line.getAttribute('href')).toBe(CONFIG.info.line_contact_url)
    expect(screen.getByRole('link', { name: 'แชทกับแอดมิน' }).getAttribute('href')).toBe(
      CONFIG.info.line_admin_url,
    )
  })
})
