import { describe, expect, it } from 'vitest'
import { PATHS } from '../../../src/config/paths'
import { safeNextPath } from '../../../src/features/auth/next-path'

const next = (path: string) => `?next=${encodeURIComponent(path)}`

describe('safeNextPath', () => {
  it('returns to a page inside the site, with its query', () => {
    expect(safeNextPath(next(`${PATHS.statement}?type=deposit`))).toBe(`${PATHS.statement}?type=deposit`)
  })

  it('never returns to another site or an auth page', () => {
    for (const path of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      PATHS.login,
      `${PATHS.register}?ref=A`,
      `${PATHS.forgot}/x`,
    ]) {
      expect(safeNextPath(next(path)), path).toBe(PATHS.home)
    }
    expect(safeNextPath('')).toBe(PATHS.home)
  })

  it('does not mistake a page that only starts like an auth page for one', () => {
    expect(safeNextPath(next('/loginhelp'))).toBe('/loginhelp')
  })
})
