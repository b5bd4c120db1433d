import { describe, expect, it } from 'vitest'
import { close, noOverlays, openByMember, openBySelf } from '../../../src/features/layout-ui/overlay-rules'

type Name = 'menu' | 'drawer' | 'notification' | 'event' | 'deposit'
const empty = noOverlays<Name>()

describe('overlay rules', () => {
  it('shows an overlay that opens by itself when nothing else shows', () => {
    expect(openBySelf(empty, 'notification')).toEqual({ shown: ['notification'], waiting: [] })
  })

  it('never covers what the member opened: the overlay that opens by itself waits until it closes', () => {
    const menu = openByMember(empty, 'menu')
    const asked = openBySelf(menu, 'notification')
    expect(asked.shown).toEqual(['menu'])
    expect(close(asked, 'menu')).toEqual({ shown: ['notification'], waiting: [] })
  })

  it('waits until every overlay the member opened has closed, then shows the waiting ones one at a time', () => {
    let state = openBySelf(openByMember(openByMember(empty, 'menu'), 'deposit'), 'notification')
    state = openBySelf(state, 'event')
    state = close(state, 'deposit')
    expect(state.shown).toEqual(['menu'])
    state = close(state, 'menu')
    expect(state).toEqual({ shown: ['notification'], waiting: ['event'] })
    state = close(state, 'notification')
    expect(state).toEqual({ shown: ['event'], waiting: [] })
  })

  it('lets the member open an overlay over another one, on top', () => {
    const state = openByMember(openBySelf(empty, 'notification'), 'drawer')
    expect(state.shown).toEqual(['notification', 'drawer'])
  })

  it('shows a waiting overlay at once when the member opens it', () => {
    const waiting = openBySelf(openByMember(empty, 'menu'), 'notification')
    expect(openByMember(waiting, 'notification')).toEqual({ shown: ['menu', 'notification'], waiting: [] })
  })

  it('asks once: opening what already shows or waits changes nothing', () => {
    const menu = openByMember(empty, 'menu')
    expect(openByMember(menu, 'menu')).toBe(menu)
    const waiting = openBySelf(menu, 'notification')
    expect(openBySelf(waiting, 'notification')).toBe(waiting)
    expect(openBySelf(waiting, 'menu')).toBe(waiting)
  })

  it('closing an overlay that is not there changes nothing; closing a waiting one drops it', () => {
    const menu = openByMember(empty, 'menu')
    expect(close(menu, 'event')).toBe(menu)
    const waiting = openBySelf(menu, 'notification')
    expect(close(close(waiting, 'notification'), 'menu')).toEqual(empty)
  })
})
