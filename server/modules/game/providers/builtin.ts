import type { GameProviderAdapter } from './types'

/**
 * The built-in provider (server/provider/) runs in this process and serves its game pages under
 * `/provider/builtin/<game code>/`: a path on this site, so the frame needs no extra CSP origin.
 */
export const builtinAdapter: GameProviderAdapter = {
  name: 'builtin',
  launchUrl: async ({ gameCode, launchToken }) =>
    `/provider/builtin/${encodeURIComponent(gameCode)}/?token=${encodeURIComponent(launchToken)}`,
  demoUrl: async ({ gameCode }) => `/provider/builtin/${encodeURIComponent(gameCode)}/?demo=1`,
}
