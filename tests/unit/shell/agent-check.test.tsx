import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AGENT_CODE_WRONG } from '../../../src/app/texts'
import { renderApp } from '../render'
import { agentRoutes, ok, refuse, stubApi } from '../stub-api'

const Page = () => <h1>หน้าแรก</h1>

describe('the agent code is confirmed at boot (agent/validate)', () => {
  it('a wrong agent code says so in Thai, above the page, after the first render', async () => {
    const api = stubApi({
      ...agentRoutes({ notifications: [] }),
      agentValidate: refuse('ไม่พบรหัสเอเย่นต์นี้', 2),
    })
    renderApp(<Page />)
    // The first render paints the page without waiting for (or even starting) the check.
    expect(screen.getByRole('heading', { name: 'หน้าแรก' })).toBeTruthy()
    expect(api.of('agentValidate')).toHaveLength(0)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(AGENT_CODE_WRONG('bw222'))
    expect(api.of('agentValidate')[0].query.get('code')).toBe('bw222')
  })

  it('a known agent code shows nothing', async () => {
    const api = stubApi({
      ...agentRoutes({ notifications: [] }),
      agentValidate: ok({ agent_code: 'bw222', agent_id: 3 }),
    })
    renderApp(<Page />)
    await waitFor(() => expect(api.of('agentValidate')).toHaveLength(1))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('a failed check (server down) claims nothing', async () => {
    const api = stubApi({
      ...agentRoutes({ notifications: [] }),
      agentValidate: () => ({ status: 502, raw: 'bad gateway' }),
    })
    renderApp(<Page />)
    await waitFor(() => expect(api.of('agentValidate')).toHaveLength(1))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
