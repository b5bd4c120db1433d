import { act, render, screen } from '@testing-library/react'
import { atom, Provider, useAtomValue } from 'jotai'
import { Suspense, use } from 'react'
import { describe, expect, it } from 'vitest'
import { createAppStore } from '../../../src/app/store'

/**
 * The site's store (app/store.ts) re-renders a change that is not the member's own input in a
 * transition: like any transition, one that suspends keeps what is on screen instead of showing the
 * fallback. A change made while an event is dispatched renders at once, fallback included.
 */
const never = new Promise<string>(() => {})
const stepAtom = atom(1)

function Step() {
  const step = useAtomValue(stepAtom)
  // Step 2 waits for data that never comes (a page whose next data is still on its way).
  const text = step === 2 ? use(never) : `step ${step}`
  return <p>{text}</p>
}

function renderStep() {
  const store = createAppStore()
  render(
    <Provider store={store}>
      <Suspense fallback={<p>loading</p>}>
        <Step />
      </Suspense>
    </Provider>,
  )
  return store
}

describe('the app store', () => {
  it('renders a change from outside an event in a transition (the page stays)', async () => {
    const store = renderStep()
    await act(async () => {
      await Promise.resolve()
      store.set(stepAtom, 2)
    })
    expect(screen.getByText('step 1')).toBeTruthy()
    expect(screen.queryByText('loading')).toBeNull()
  })

  it('renders a change made in an event at once', async () => {
    const store = renderStep()
    const button = document.createElement('button')
    button.addEventListener('click', (event) => {
      // Browsers set window.event while a listener runs; happy-dom does not.
      Object.defineProperty(window, 'event', { value: event, configurable: true })
      try {
        store.set(stepAtom, 2)
      } finally {
        Object.defineProperty(window, 'event', { value: undefined, configurable: true })
      }
    })
    document.body.append(button)
    await act(async () => button.click())
    expect(screen.getByText('loading')).toBeTruthy()
    button.remove()
  })
})
