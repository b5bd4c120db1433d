import type { ProviderAdapter } from '../../../../src/contract/game-operator'
import { builtinAdapter } from './builtin'
import { exampleAdapter } from './example'
import type { GameProviderAdapter } from './types'

/** Every adapter by name (the catalogue row's `adapter` column). */
export const ADAPTERS: Record<ProviderAdapter, GameProviderAdapter> = {
  builtin: builtinAdapter,
  example: exampleAdapter,
}

export const adapterOf = (name: string): GameProviderAdapter | null =>
  Object.hasOwn(ADAPTERS, name) ? ADAPTERS[name as ProviderAdapter] : null
