import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { entryModules, sharedGroups } from '../../scripts/chunk-groups'

/**
 * The build's chunk groups (vite.config.ts): what the entry runs goes into `core`; what pages share
 * into `kit` or its feature's chunk, unless it would bring Chakra onto a plain page or a group onto
 * the first screen of `/`.
 */
const SRC = resolve(__dirname, '../../src')
const at = (path: string) => join(SRC, path)

describe('the entry modules (core)', () => {
  const entry = entryModules(SRC)

  it('are what src/main.tsx runs before anything lazy, not main.tsx itself', () => {
    expect(entry.has(at('app/router.tsx'))).toBe(true)
    expect(entry.has(at('lib/on-demand.ts'))).toBe(true)
    expect(entry.has(at('main.tsx'))).toBe(false)
  })

  it('leave out what the endpoints barrel re-exports but the entry does not use', () => {
    expect(entry.has(at('contract/endpoints/shop.ts'))).toBe(false)
    expect(entry.has(at('features/lotto/atoms.ts'))).toBe(false)
  })
})

describe('the shared-module groups', () => {
  const name = sharedGroups(SRC).groupOf

  it('put a feature in its own chunk, the lottery with its rules, the rest in kit', () => {
    expect(name(at('features/lotto/atoms.ts'))).toBe('lotto')
    expect(name(at('contract/endpoints/lotto.ts'))).toBe('lotto')
    expect(name(at('contract/lotto-rules.ts'))).toBe('lotto')
    expect(name(at('contract/fair.ts'))).toBe('fair')
    expect(name(at('features/payment/atoms.ts'))).toBe('payment')
    expect(name(at('components/ui/app-dialog.tsx'))).toBe('kit')
    expect(name(at('contract/endpoints/payment.ts'))).toBe('kit')
  })

  it('leave out modules that need Chakra, themselves or through their imports', () => {
    expect(name(at('components/form/text-field.tsx'))).toBeNull()
    expect(name(at('features/promotion/components/promotion-catalog.tsx'))).toBeNull()
  })

  it('leave out pages, the QR code, the entry and the first screen of /', () => {
    expect(name(at('app/routes/deposit.tsx'))).toBeNull()
    expect(name(at('components/ui/qr-code.tsx'))).toBeNull()
    expect(name(at('lib/format.ts'))).toBeNull()
    expect(name(at('features/agent/components/banner-carousel.tsx'))).toBeNull()
    expect(name('/x/node_modules/ky/distribution/index.js')).toBeNull()
  })
})
