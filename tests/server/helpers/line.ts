import Fastify from 'fastify'
import type { Config } from '../../../server/config'
import type { Clock } from '../../../server/lib/clock'
import { lineStandIn } from '../../../server/line-stand-in'
import {
  createStandInKeys,
  type IdTokenClaims,
  type StandInKeys,
  signIdToken,
} from '../../../server/line-stand-in/keys'

export const CHANNEL_ID = '1650000001'
export const CHANNEL_SECRET = 'stand-in-channel-secret-0123456789'
export const ISSUER = 'https://access.line.me'

type Tamper = (claims: IdTokenClaims) => IdTokenClaims

export interface LineStandIn {
  /** The server's LINE settings pointed at this stand-in. */
  config: Partial<Config>
  keys: StandInKeys
  /** Changes the claims of the next ID tokens the token endpoint issues (null = none). */
  tamper: (fn: Tamper | null) => void
  /** An ES256 ID token as liff.getIDToken() gives, for LINE user `sub`, with claims overridden. */
  liffToken: (sub: string, overrides?: Partial<IdTokenClaims>, keys?: StandInKeys) => Promise<string>
  /**
   * A visitor's browser at the stand-in's consent page: follows the authorize URL, answers
   * "อนุญาต" as `name` (or "ยกเลิก"), and gives the query LINE sends back to /line/callback.
   */
  consent: (authorizeUrl: string, name: string, decision?: 'allow' | 'deny') => Promise<URLSearchParams>
  close: () => Promise<void>
}

/** LINE's OAuth/OIDC endpoints on a loopback port, on the test's clock (server/line-stand-in). */
export async function startLineStandIn(clock: () => Clock): Promise<LineStandIn> {
  const keys = await createStandInKeys()
  let tamper: Tamper | null = null
  const app = Fastify()
  await app.register(lineStandIn, {
    channelId: CHANNEL_ID,
    channelSecret: CHANNEL_SECRET,
    issuer: ISSUER,
    keys,
    now: () => clock().now(),
    tamper: () => tamper,
  })
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  const seconds = () => Math.floor(clock().now().getTime() / 1000)
  return {
    config: {
      lineChannelId: CHANNEL_ID,
      lineChannelSecret: CHANNEL_SECRET,
      lineAuthorizeUrl: `${base}/oauth2/v2.1/authorize`,
      lineTokenUrl: `${base}/oauth2/v2.1/token`,
      lineJwksUrl: `${base}/oauth2/v2.1/certs`,
      lineIssuer: ISSUER,
    },
    keys,
    tamper: (fn) => {
      tamper = fn
    },
    liffToken: (sub, overrides = {}, signWith = keys) =>
      signIdToken(
        {
          iss: ISSUER,
          sub,
          aud: CHANNEL_ID,
          iat: seconds(),
          exp: seconds() + 3600,
          name: 'ไลน์ ทดสอบ',
          ...overrides,
        },
        { alg: 'ES256', keys: signWith },
      ),
    consent: async (authorizeUrl, name, decision = 'allow') => {
      const page = await fetch(authorizeUrl)
      if (page.status !== 200) throw new Error(`authorize page ${page.status}: ${await page.text()}`)
      const html = await page.text()
      const form = new URLSearchParams()
      for (const [, field, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
        form.set(field, value.replaceAll('&amp;', '&'))
      form.set('name', name)
      form.set('decision', decision)
      const answer = await fetch(authorizeUrl.split('?')[0], {
        method: 'POST',
        body: form,
        redirect: 'manual',
      })
      const location = answer.headers.get('location')
      if (answer.status !== 302 || !location) throw new Error(`consent answered ${answer.status}`)
      return new URL(location).searchParams
    },
    close: () => app.close(),
  }
}
