import { describe, expect, it } from 'vitest'
import { intentOfLink } from '../../../src/app/shell/use-member-link-gate'

const url = (path: string) => new URL(path, 'https://bw222.example')
const memberOnly = (path: string) => path.startsWith('/member/') || /^\/lotto\/\d+$/.test(path)

describe('a visitor tapping a link', () => {
  it('to a member page opens the login dialog that then goes there (the round slip after แทงเลย)', () => {
    expect(intentOfLink(url('/lotto/42'), memberOnly)).toEqual({ dialog: 'login', path: '/lotto/42' })
    expect(intentOfLink(url('/member/deposit?x=1'), memberOnly)).toEqual({
      dialog: 'login',
      path: '/member/deposit?x=1',
    })
  })

  it('to the login page opens the dialog, keeping where an open dialog was going unless ?next= says', () => {
    expect(intentOfLink(url('/login'), memberOnly)).toEqual({ dialog: 'login', path: undefined })
    expect(intentOfLink(url('/login?next=%2Flotto%2F7'), memberOnly)).toEqual({
      dialog: 'login',
      path: '/lotto/7',
    })
    // A next outside the site is not followed.
    expect(intentOfLink(url('/login?next=%2F%2Fevil.example'), memberOnly)).toEqual({
      dialog: 'login',
      path: '/',
    })
  })

  it('to register opens the register dialog, but a friend’s ?ref= link opens the page that reads it', () => {
    expect(intentOfLink(url('/register'), memberOnly)).toEqual({ dialog: 'register' })
    expect(intentOfLink(url('/register?ref=ABC'), memberOnly)).toBeNull()
  })

  it('to a public page is left alone', () => {
    expect(intentOfLink(url('/lotto/lobby'), memberOnly)).toBeNull()
    expect(intentOfLink(url('/'), memberOnly)).toBeNull()
  })
})
