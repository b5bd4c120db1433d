import { act, render, screen } from '@testing-library/react'
import { type ComponentType, Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { preloadable } from '../../../src/app/lazy-page'
import { preloadFirstPage, ROUTES } from '../../../src/app/router'
import { store } from '../../../src/app/store'
import { liffPath, PATHS } from '../../../src/config/paths'
import { loggedInFlagAtom } from '../../../src/lib/session'
import { renderApp } from '../render'

/** A chunk that arrives when the test says so. */
function deferredChunk() {
  let arrive = () => {}
  const chunk = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: () => <p>หน้าเพจ</p> })
  })
  return { load: () => chunk, arrive }
}

describe('a page whose chunk was preloaded (lazy-page.ts)', () => {
  it('shows on the first render, without the fallback', async () => {
    const { load, arrive } = deferredChunk()
    const Page = preloadable(load)
    const preloaded = Page.preload()
    arrive()
    await preloaded
    render(
      <Suspense fallback={<p>กำลังโหลด</p>}>
        <Page />
      </Suspense>,
    )
    expect(screen.getByText('หน้าเพจ')).toBeTruthy()
    expect(screen.queryByText('กำลังโหลด')).toBeNull()
  })

  it('shows the fallback until a chunk nobody preloaded arrives, then the page', async () => {
    const { load, arrive } = deferredChunk()
    const Page = preloadable(load)
    render(
      <Suspense fallback={<p>กำลังโหลด</p>}>
        <Page />
      </Suspense>,
    )
    expect(screen.getByText('กำลังโหลด')).toBeTruthy()
    await act(async () => arrive())
    expect(await screen.findByText('หน้าเพจ')).toBeTruthy()
  })
})

describe('the first page of a load (router.tsx, preloadFirstPage)', () => {
  it.each([
    [PATHS.lottoResults, false],
    [PATHS.lottoLobby, false],
    [PATHS.statement, true],
    [PATHS.deposit, true],
  ])('%s (member: %s): its row renders at once once its chunks are preloaded', async (path, member) => {
    store.set(loggedInFlagAtom, member)
    await preloadFirstPage(path)
    const row = ROUTES.find((r) => r.path === path)
    const Page = row?.page as NonNullable<typeof row>['page']
    // The page's own chunk is here: the row's component renders it instead of suspending.
    renderApp(
      <Suspense fallback={<p>รอชิ้นส่วนของหน้า</p>}>
        <Page />
      </Suspense>,
      { path },
    )
    expect(screen.queryByText('รอชิ้นส่วนของหน้า')).toBeNull()
    store.set(loggedInFlagAtom, false)
  })

  it('inside LINE (/liff/deposit), the row of the page it shows renders at once', async () => {
    store.set(loggedInFlagAtom, true)
    await preloadFirstPage(liffPath('deposit'))
    const Page = ROUTES.find((r) => r.path === PATHS.deposit)?.page as ComponentType
    renderApp(
      <Suspense fallback={<p>รอชิ้นส่วนของหน้า</p>}>
        <Page />
      </Suspense>,
      { path: PATHS.deposit },
    )
    expect(screen.queryByText('รอชิ้นส่วนของหน้า')).toBeNull()
    store.set(loggedInFlagAtom, false)
  })

  it('a path no row has needs nothing', async () => {
    await expect(preloadFirstPage('/no-such-page')).resolves.toBeUndefined()
  })
})
