import { eq } from 'drizzle-orm'
import type { Db } from '../../../db/open'
import { gameProviders } from '../../../db/schema'
import type { AppDeps } from '../../../deps'

/** A provider as the seamless wallet needs it: who it is and the secret its calls are signed with. */
export interface SigningProvider {
  id: number
  code: string
  /** null = no secret set: every call of this provider is refused (INVALID_SIGNATURE). */
  secret: string | null
}

/** Looked up on every provider call: kept in memory briefly (an operator save drops it at once). */
const TTL_MS = 5_000
const cache = new WeakMap<Db, { at: number; byCode: Promise<Map<string, SigningProvider>> }>()

async function load(deps: AppDeps): Promise<Map<string, SigningProvider>> {
  const rows = await deps.db
    .select({
      id: gameProviders.id,
      code: gameProviders.code,
      adapter: gameProviders.adapter,
      secret: gameProviders.secret,
    })
    .from(gameProviders)
  return new Map(
    rows.map((r) => [
      r.code,
      {
        id: r.id,
        code: r.code,
        // The built-in provider runs in this process and signs with the configured (or per-start) secret.
        secret: r.adapter === 'builtin' ? deps.config.builtinProviderSecret : r.secret,
      },
    ]),
  )
}

export async function signingProvider(deps: AppDeps, code: string): Promise<SigningProvider | null> {
  const now = Date.now()
  let hit = cache.get(deps.db)
  if (!hit || now - hit.at >= TTL_MS) {
    hit = { at: now, byCode: load(deps) }
    cache.set(deps.db, hit)
    hit.byCode.catch(() => cache.delete(deps.db))
  }
  return (await hit.byCode).get(code) ?? null
}

export const forgetProviderKeys = (db: Db): void => {
  cache.delete(db)
}

/** The provider's id by code, fresh from the database (operator calls). */
export async function providerIdByCode(db: Db, code: string): Promise<number | null> {
  const [row] = await db
    .select({ id: gameProviders.id })
    .from(gameProviders)
    .where(eq(gameProviders.code, code))
  return row?.id ?? null
}
