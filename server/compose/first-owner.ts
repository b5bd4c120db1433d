import type { AppDeps } from '../deps'
import { createStaff, hasStaff } from '../modules/staff/accounts'

/** The login name of the owner made on first start. */
export const FIRST_OWNER_USERNAME = 'owner'

/**
 * The back office's first owner, made when the database has no staff at all: a random password,
 * returned once so main.ts can print it (never stored in clear, never printed again). The owner sets
 * up two-factor at the first login and adds the other staff. `npm run staff:owner` makes one too.
 */
export async function ensureFirstOwner(
  deps: AppDeps,
): Promise<{ username: string; password: string } | null> {
  if (await hasStaff(deps.db)) return null
  const password = deps.random.bytes(12).toString('base64url')
  const made = await createStaff(
    deps,
    { username: FIRST_OWNER_USERNAME, name: 'เจ้าของ', role: 'owner', password },
    null,
  )
  // Two instances starting together: the other one made it (the name is unique), it prints it.
  return made.ok ? { username: FIRST_OWNER_USERNAME, password } : null
}
