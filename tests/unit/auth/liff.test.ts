import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageContext } from '../../../src/lib/liff'
import { chooseLiffApp, LIFF_CONFIG, needsLiff } from '../../../src/lib/liff-boot'

const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
const LINE_UA = `${BROWSER_UA} Line/15.12.1 LIFF`
const page = (p: Partial<PageContext> = {}): PageContext => ({
  userAgent: BROWSER_UA,
  pathname: '/',
  search: '',
  hash: '',
  ...p,
})

// The SDK modules are replaced by fakes that record whether anything imported them.
const sdk = vi.hoisted(() => ({ imported: vi.fn(), init: vi.fn(async () => {}), used: [] as string[] }))
vi.mock('@line/liff/core', () => {
  sdk.imported()
  return {
    default: { init: sdk.init, use: (m: { name: string }) => sdk.used.push(m.name), isInClient: () => true },
  }
})
const fakeModule = (name: string) => ({
  default: class {
    name = name
  },
})
vi.mock('@line/liff/is-in-client', () => fakeModule('isInClient'))
vi.mock('@line/liff/is-logged-in', () => fakeModule('isLoggedIn'))
vi.mock('@line/liff/get-profile', () => fakeModule('getProfile'))
vi.mock('@line/liff/close-window', () => fakeModule('closeWindow'))
vi.mock('@line/liff/open-window', () => fakeModule('openWindow'))

describe('needsLiff: when this page load runs the LIFF SDK', () => {
  it('a normal browser on a normal URL does not', () => {
    expect(needsLiff(page())).toBe(false)
    expect(needsLiff(page({ pathname: '/lotto/lobby', search: '?code=123', hash: '#top' }))).toBe(false)
    expect(needsLiff(page({ pathname: '/liffy' }))).toBe(false)
  })

  it('the LINE user agent does', () => {
    expect(needsLiff(page({ userAgent: LINE_UA }))).toBe(true)
    expect(needsLiff(page({ userAgent: `${BROWSER_UA} Line/13.4.0` }))).toBe(true)
  })

  it.each([
    '?liff.state=%2Fdeposit',
    '?liff.referrer=https%3A%2F%2Fline.me',
    '?code=abc&liffClientId=2001234567',
    '?liffRedirectUri=https%3A%2F%2Fexample.com',
    '?liffOAuth2Error=access_denied',
    '?liffIsEscapedFromApp=true',
  ])('the LIFF query %s does', (search) => {
    expect(needsLiff(page({ search }))).toBe(true)
  })

  it('an access_token in the hash does', () => {
    expect(needsLiff(page({ hash: '#access_token=xyz&context_token=1' }))).toBe(true)
  })

  it('a path under /liff/ does', () => {
    expect(needsLiff(page({ pathname: '/liff/profile' }))).toBe(true)
    expect(needsLiff(page({ pathname: '/liff' }))).toBe(true)
  })

  it('an unknown name under /liff/ does not (its 404 shows at once, with no SDK to wait for)', () => {
    expect(needsLiff(page({ pathname: '/liff/no-such-page' }))).toBe(false)
    expect(needsLiff(page({ pathname: '/liff/profile/extra' }))).toBe(false)
    expect(needsLiff(page({ pathname: '/liff/no-such-page', userAgent: LINE_UA }))).toBe(true)
  })
})

describe('chooseLiffApp', () => {
  it('picks the app whose endpoint path holds the page, else the full-size app', () => {
    const config = {
      channelId: '1',
      apps: {
        full: { liffId: '1-full', endpointPath: '/liff' },
        compact: { liffId: '1-compact', endpointPath: '/liff/c' },
      },
      pages: [],
    }
    expect(chooseLiffApp('/liff/c/deposit', config).liffId).toBe('1-compact')
    expect(chooseLiffApp('/liff/profile', config).liffId).toBe('1-full')
    expect(chooseLiffApp('/login', config).liffId).toBe('1-full')
  })

  it('the shipped config has a full app whose LIFF id starts with the channel id', () => {
    expect(LIFF_CONFIG.apps.full.liffId.startsWith(`${LIFF_CONFIG.channelId}-`)).toBe(true)
    expect(LIFF_CONFIG.pages).toContain('profile')
  })
})

describe('initLiff', () => {
  beforeEach(() => {
    vi.resetModules()
    sdk.imported.mockClear()
    sdk.init.mockClear()
    sdk.used.length = 0
  })

  it('outside LINE resolves at once and never imports the SDK', async () => {
    const { initLiff } = await import('../../../src/lib/liff')
    await expect(initLiff(page())).resolves.toEqual({ status: 'off' })
    expect(sdk.imported).not.toHaveBeenCalled()
  })

  it('inside LINE loads the SDK, installs IsInClient first and inits once with the LIFF id of the path', async () => {
    const { initLiff, liffBoot } = await import('../../../src/lib/liff')
    const ctx = page({ userAgent: LINE_UA, pathname: '/liff/profile' })
    const first = await initLiff(ctx)
    await initLiff(ctx)
    expect(first.status).toBe('ready')
    expect(liffBoot().status).toBe('ready')
    expect(sdk.imported).toHaveBeenCalledTimes(1)
    expect(sdk.used[0]).toBe('isInClient')
    expect(sdk.init).toHaveBeenCalledTimes(1)
    expect(sdk.init).toHaveBeenCalledWith({ liffId: LIFF_CONFIG.apps.full.liffId })
  })

  it('a failed init leaves the site running as a normal website', async () => {
    sdk.init.mockRejectedValueOnce(new Error('INIT_FAILED'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { initLiff } = await import('../../../src/lib/liff')
    expect((await initLiff(page({ userAgent: LINE_UA }))).status).toBe('failed')
  })
})
