import type { Config } from '../config'
import type { RandomSource } from '../lib/random'

/** Where the stand-in is mounted on the demo's own server. */
export const STAND_IN_PATH = '/line-demo'

/**
 * The demo's LINE settings: a made-up channel whose secret is new each run, the browser sent to this
 * server's /line-demo (a relative URL: the same origin as the site) and the server's own calls
 * (token, JWKS) made to itself over loopback.
 */
export function withStandIn(config: Config, random: RandomSource): Config {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host
  const local = `http://${host}:${config.port}${STAND_IN_PATH}`
  return {
    ...config,
    lineChannelId: '2000000001',
    lineChannelSecret: random.bytes(24).toString('hex'),
    lineAuthorizeUrl: `${STAND_IN_PATH}/oauth2/v2.1/authorize`,
    lineTokenUrl: `${local}/oauth2/v2.1/token`,
    lineJwksUrl: `${local}/oauth2/v2.1/certs`,
    lineIssuer: 'https://line-demo.invalid',
  }
}
