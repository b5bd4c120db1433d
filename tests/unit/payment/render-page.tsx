import { createStore } from 'jotai'
import type { ReactNode } from 'react'
import { loginAtom } from '../../../src/features/auth/atoms'
import { renderApp } from '../render'

type Options = NonNullable<Parameters<typeof renderApp>[1]>

/** Money components render like every Chakra page (renderApp gives them our system). */
export const renderPage = async (ui: ReactNode, options?: Options) => renderApp(ui, options)

/**
 * A member page, logged in through the store before the first render (`POST login` must be
 * stubbed, as memberRoutes() does). Stored login data alone is read only after mount, so the
 * member-only guard would first redirect to `/` and drop the page's `?query`.
 */
export async function renderMemberPage(ui: ReactNode, options: Omit<Options, 'store'> = {}) {
  const store = createStore()
  await store.set(loginAtom, { username: '0800000001', password: 'secret-pass-1' })
  return renderApp(ui, { ...options, store })
}
