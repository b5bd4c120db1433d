import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AppRouter } from '../../../src/app/router'
import { ErrorPage } from '../../../src/app/routes/error-page'
import { renderApp } from '../render'
import { agentRoutes, stubApi } from '../stub-api'

function Broken(): never {
  throw new Error('boom')
}

describe('error page', () => {
  it('an unknown route shows 404 Not Found and "This page could not be found"', async () => {
    stubApi(agentRoutes({ notifications: [] }))
    renderApp(<AppRouter />, { path: '/no-such-page' })
    expect(await screen.findByText('404')).toBeTruthy()
    expect(screen.getByText('Not Found')).toBeTruthy()
    expect(screen.getByText('This page could not be found')).toBeTruthy()
    // Inside the default layout: the header and footer are still there.
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('contentinfo').textContent).toContain(String(new Date().getFullYear()))
  })

  it('an unknown LIFF page is a 404 in the LIFF layout', async () => {
    stubApi(agentRoutes({ notifications: [] }))
    renderApp(<AppRouter />, { path: '/liff/no-such-page' })
    expect(await screen.findByText('This page could not be found')).toBeTruthy()
    expect(screen.queryByRole('contentinfo')).toBeNull()
  })

  it('other statuses show "An error occurred"', () => {
    stubApi(agentRoutes({ notifications: [] }))
    renderApp(<ErrorPage status={500} />)
    expect(screen.getByText('500')).toBeTruthy()
    expect(screen.getByText('An error occurred')).toBeTruthy()
    expect(screen.queryByText('Not Found')).toBeNull()
  })

  it('a page that throws shows the error page instead of a blank screen', async () => {
    stubApi(agentRoutes({ notifications: [] }))
    const spy = console.error
    console.error = () => {}
    try {
      renderApp(<Broken />)
      expect(await screen.findByText('An error occurred')).toBeTruthy()
    } finally {
      console.error = spy
    }
  })
})
