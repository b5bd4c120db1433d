import { createHash, randomBytes } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { type IdTokenClaims, type StandInKeys, signIdToken } from './keys'
import { consentPage } from './page'

/**
 * A stand-in of LINE Login's OAuth 2.1 / OpenID Connect endpoints (authorize, token, JWKS), with its
 * own keys: the server suite and the end-to-end harness log in "with LINE" against it, and the demo
 * (`npm start`) mounts it under /line-demo so LINE Login works on a machine with no internet. Its
 * consent page says plainly that it is not LINE. Anyone can be any LINE user here, so config.ts
 * refuses it next to a real channel or a PostgreSQL database.
 *
 * Paths as LINE's: GET /oauth2/v2.1/authorize, POST /oauth2/v2.1/token, GET /oauth2/v2.1/certs.
 * Also POST /liff/id_token `{ name }`: the ES256 ID token `liff.getIDToken()` would give that LINE
 * user (for liff-mock in the end-to-end tests).
 */
export interface StandInOptions {
  channelId: string
  channelSecret: string
  issuer: string
  keys: StandInKeys
  now: () => Date
  /** Tests only: changes the claims of the ID tokens the token endpoint issues (a forged nonce...). */
  tamper?: () => ((claims: IdTokenClaims) => IdTokenClaims) | null
}

interface Grant {
  sub: string
  name: string
  nonce: string | undefined
  redirectUri: string
  codeChallenge: string
  expiresAt: number
}

const CODE_SECONDS = 10 * 60
const TOKEN_SECONDS = 60 * 60

/** The same display name is the same LINE user, so a demo visitor can come back as themself. */
export const standInUserId = (name: string) =>
  `U${createHash('sha256').update(name.trim()).digest('hex').slice(0, 32)}`

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')
const str = (v: unknown) => (typeof v === 'string' ? v : '')

export const lineStandIn: FastifyPluginAsync<StandInOptions> = async (app, options) => {
  const grants = new Map<string, Grant>()
  const seconds = () => Math.floor(options.now().getTime() / 1000)

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  const bad = (reply: FastifyReply, text: string) =>
    reply.code(400).type('text/plain; charset=utf-8').send(`LINE จำลอง: ${text}`)

  /** The authorize request's parameters, checked as LINE checks them; null = refused. */
  const authorizeParams = (q: Record<string, unknown>) => {
    const p = {
      client_id: str(q.client_id),
      redirect_uri: str(q.redirect_uri),
      state: str(q.state),
      nonce: str(q.nonce),
      code_challenge: str(q.code_challenge),
    }
    const ok =
      str(q.response_type) === 'code' &&
      p.client_id === options.channelId &&
      /^https?:\/\//.test(p.redirect_uri) &&
      p.state !== '' &&
      str(q.code_challenge_method) === 'S256' &&
      /^[A-Za-z0-9_-]{43}$/.test(p.code_challenge) &&
      str(q.scope ?? 'openid')
        .split(' ')
        .includes('openid')
    return ok ? p : null
  }

  app.get('/oauth2/v2.1/authorize', async (request, reply) => {
    const params = authorizeParams(request.query as Record<string, unknown>)
    if (!params) return bad(reply, 'คำขอเข้าสู่ระบบไม่ถูกต้อง')
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        consentPage(request.url.split('?')[0], {
          ...params,
          response_type: 'code',
          code_challenge_method: 'S256',
        }),
      )
  })

  app.post('/oauth2/v2.1/authorize', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>
    const params = authorizeParams(body)
    if (!params) return bad(reply, 'คำขอเข้าสู่ระบบไม่ถูกต้อง')
    const back = new URL(params.redirect_uri)
    if (str(body.decision) !== 'allow') {
      back.searchParams.set('error', 'access_denied')
      back.searchParams.set('error_description', 'The user has denied the approval')
    } else {
      const name = str(body.name).trim().slice(0, 40) || 'LINE user'
      const code = randomBytes(16).toString('base64url')
      grants.set(code, {
        sub: standInUserId(name),
        name,
        nonce: params.nonce || undefined,
        redirectUri: params.redirect_uri,
        codeChallenge: params.code_challenge,
        expiresAt: seconds() + CODE_SECONDS,
      })
      back.searchParams.set('code', code)
    }
    back.searchParams.set('state', params.state)
    return reply.redirect(back.toString(), 302)
  })

  app.post('/oauth2/v2.1/token', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>
    const refuse = (error: string, description: string) =>
      reply.code(400).send({ error, error_description: description })
    if (str(body.client_id) !== options.channelId || str(body.client_secret) !== options.channelSecret)
      return refuse('invalid_client', 'invalid client')
    if (str(body.grant_type) !== 'authorization_code') return refuse('unsupported_grant_type', 'grant_type')
    const code = str(body.code)
    const grant = grants.get(code)
    // A code is good once, whatever happens next.
    grants.delete(code)
    if (!grant || grant.expiresAt < seconds()) return refuse('invalid_grant', 'invalid authorization code')
    if (grant.redirectUri !== str(body.redirect_uri))
      return refuse('invalid_grant', 'redirect_uri does not match')
    if (s256(str(body.code_verifier)) !== grant.codeChallenge)
      return refuse('invalid_grant', 'invalid code_verifier')
    const now = seconds()
    const claims: IdTokenClaims = {
      iss: options.issuer,
      sub: grant.sub,
      aud: options.channelId,
      iat: now,
      exp: now + TOKEN_SECONDS,
      nonce: grant.nonce,
      name: grant.name,
      amr: ['linesso'],
    }
    const tamper = options.tamper?.()
    const idToken = await signIdToken(tamper ? tamper(claims) : claims, {
      alg: 'HS256',
      secret: options.channelSecret,
    })
    return {
      access_token: randomBytes(24).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 30 * 24 * 3600,
      scope: 'openid profile',
      refresh_token: randomBytes(24).toString('base64url'),
      id_token: idToken,
    }
  })

  app.get('/oauth2/v2.1/certs', async () => ({ keys: [options.keys.publicJwk] }))

  app.post('/liff/id_token', async (request, reply) => {
    const name = str(((request.body ?? {}) as Record<string, unknown>).name)
      .trim()
      .slice(0, 40)
    if (!name) return bad(reply, 'name')
    const now = seconds()
    const idToken = await signIdToken(
      {
        iss: options.issuer,
        sub: standInUserId(name),
        aud: options.channelId,
        iat: now,
        exp: now + TOKEN_SECONDS,
        name,
        amr: ['linesso'],
      },
      { alg: 'ES256', keys: options.keys },
    )
    return { id_token: idToken, sub: standInUserId(name) }
  })
}
