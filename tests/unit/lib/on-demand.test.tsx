import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense, use } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { onDemand } from '../../../src/lib/on-demand'

/** A module that arrives when the test says so. */
function deferred() {
  let arrive = (_: { label: string }) => {}
  const module = new Promise<{ label: string }>((resolve) => {
    arrive = resolve
  })
  return { importer: () => module, arrive }
}

afterEach(cleanup)

describe('a module on demand (lib/on-demand.ts)', () => {
  it('is downloaded once, however many ask', async () => {
    let calls = 0
    const mod = onDemand(async () => {
      calls++
      return { label: 'โมดูล' }
    })
    await Promise.all([mod.load(), mod.load()])
    expect(calls).toBe(1)
    expect(mod.current()).toEqual({ label: 'โมดูล' })
  })

  it('suspends use() until it is here, and never again once it is', async () => {
    const { importer, arrive } = deferred()
    const mod = onDemand(importer)
    function Label() {
      return <p>{use(mod.load()).label}</p>
    }
    const view = (
      <Suspense fallback={<p>กำลังโหลด</p>}>
        <Label />
      </Suspense>
    )
    // Awaited: React queues the retry of a component that suspended inside `act` on that act.
    const first = await act(async () => render(view))
    expect(screen.getByText('กำลังโหลด')).toBeTruthy()
    await act(async () => {
      arrive({ label: 'มาแล้ว' })
      await mod.load()
    })
    expect(await screen.findByText('มาแล้ว')).toBeTruthy()
    first.unmount()
    // A new tree with the module here: its first render shows it, no fallback.
    render(view)
    expect(screen.getByText('มาแล้ว')).toBeTruthy()
    expect(screen.queryByText('กำลังโหลด')).toBeNull()
  })

  it('tells components when it arrives', async () => {
    const { importer, arrive } = deferred()
    const mod = onDemand(importer)
    function Status() {
      return <p>{mod.useLoaded()?.label ?? 'ยังไม่มา'}</p>
    }
    render(<Status />)
    expect(screen.getByText('ยังไม่มา')).toBeTruthy()
    const loading = mod.load()
    await act(async () => {
      arrive({ label: 'มาแล้ว' })
      await loading
    })
    expect(screen.getByText('มาแล้ว')).toBeTruthy()
  })
})
