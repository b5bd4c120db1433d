import { createHash } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { lineLoginAttempts } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { ok, type Result, refuse } from '../../lib/result'
import { hashToken, newToken } from '../../lib/tokens'
import { LINE_MESSAGES } from './messages'
import { type LineIdentity, verifyLineIdToken } from './verify'

/** How long a started LINE Login may take before its state is refused. */
export const ATTEMPT_SECONDS = 10 * 60

/**
 * LINE Login, step 1 (authorization code with PKCE): a fresh `state`, `nonce` and code verifier, kept
 * on the server (the state only as its SHA-256); the browser goes to the URL answered. `memberId` is
 * the logged-in member linking LINE from the profile (null for a login).
 */
export async function startLineLogin(
  deps: AppDeps,
  redirectUri: string,
  memberId: number | null,
): Promise<string> {
  const { config } = deps
  const state = newToken(deps.random)
  const nonce = newToken(deps.random)
  const codeVerifier = newToken(deps.random)
  const now = deps.clock.now()
  await deps.db.insert(lineLoginAttempts).values({
    stateHash: hashToken(state),
    nonce,
    codeVerifier,
    redirectUri,
    memberId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ATTEMPT_SECONDS * 1000),
  })
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: config.lineChannelId ?? '',
    redirect_uri: redirectUri,
    state,
    scope: 'openid profile',
    nonce,
    code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
  })
  return `${config.lineAuthorizeUrl}?${query}`
}

/**
 * LINE Login, step 2: claims the attempt of `state` (once: a replayed or expired state is refused,
 * and so is a state of another kind, a login's on the link call or another member's), exchanges the
 * code at LINE's token endpoint with the PKCE verifier and verifies the ID token with the stored nonce.
 */
export async function finishLineLogin(
  deps: AppDeps,
  code: string,
  state: string,
  memberId: number | null,
): Promise<Result<LineIdentity>> {
  const now = deps.clock.now()
  const [attempt] = await deps.db
    .update(lineLoginAttempts)
    .set({ usedAt: now })
    .where(
      and(
        eq(lineLoginAttempts.stateHash, hashToken(state)),
        isNull(lineLoginAttempts.usedAt),
        gt(lineLoginAttempts.expiresAt, now),
      ),
    )
    .returning()
  if (!attempt || attempt.memberId !== memberId) return refuse(LINE_MESSAGES.badState)
  const exchanged = await exchangeCode(deps, code, attempt.redirectUri, attempt.codeVerifier)
  if (exchanged === 'unreachable') return refuse(LINE_MESSAGES.lineUnreachable)
  if (exchanged === 'refused') return refuse(LINE_MESSAGES.badToken)
  const who = await verifyLineIdToken(deps, exchanged.idToken, attempt.nonce)
  return who ? ok(who) : refuse(LINE_MESSAGES.badToken)
}

/** POST to LINE's token endpoint: the ID token, or whether LINE refused the code or could not be reached. */
async function exchangeCode(
  deps: AppDeps,
  code: string,
  redirectUri: string,
  codeVerifier: string,
): Promise<{ idToken: string } | 'refused' | 'unreachable'> {
  const { config } = deps
  try {
    const response = await fetch(config.lineTokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: config.lineChannelId ?? '',
        client_secret: config.lineChannelSecret ?? '',
        code_verifier: codeVerifier,
      }),
      signal: AbortSignal.timeout(10_000),
    })
    if (response.status >= 400 && response.status < 500) return 'refused'
    if (!response.ok) return 'unreachable'
    const body = (await response.json()) as { id_token?: unknown }
    return typeof body.id_token === 'string' ? { idToken: body.id_token } : 'refused'
  } catch {
    return 'unreachable'
  }
}
