import { act, cleanup, render, screen } from '@testing-library/react'
import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { AppProvider } from '../../../src/app/provider'
import { AppRouter } from '../../../src/app/router'
import { PATHS } from '../../../src/config/paths'
import { writeStored } from '../../../src/lib/storage'
import { agentRoutes, stubApi } from '../stub-api'

// The shared UI chunk (Chakra and our system) cannot be downloaded: the server is gone or a deploy
// removed it, and the page already reloaded once this minute (chunk-reload.ts).
vi.mock('../../../src/app/chakra/chakra-scope', () => {
  throw new Error('Failed to fetch dynamically imported module: chakra-scope.js')
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

/**
 * Opens `path` and waits until the error page shows. Inside act: React wakes a component suspended
 * by `use()` (the Chakra scope) only within act in this test environment.
 */
async function openUntilError(path: string) {
  stubApi(agentRoutes({ notifications: [], events: [] }))
  writeStored('session', 'chunkReloadAt', Date.now())
  const location = memoryLocation({ path, record: true })
  await act(async () => {
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AppProvider store={createStore()}>
          <AppRouter />
        </AppProvider>
      </Router>,
    )
  })
  for (let i = 0; i < 200 && !screen.queryByText('An error occurred'); i++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(screen.getByText('An error occurred')).toBeTruthy()
}

describe('the shared UI chunk fails to load', () => {
  const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {})

  it('a page of the default layout shows the error inside the page area; the header and footer stay', {
    timeout: 20_000,
  }, async () => {
    quiet()
    await openUntilError(PATHS.promotions)
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('main').textContent).toContain('An error occurred')
    expect(screen.getByRole('contentinfo')).toBeTruthy()
  })

  it('a page of a Chakra layout (login) shows the error under the site header', async () => {
    quiet()
    await openUntilError(PATHS.login)
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('main').textContent).toContain('An error occurred')
  })
})
