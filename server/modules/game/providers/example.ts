import type { GameProviderAdapter } from './types'

/**
 * The shape of an external provider's adapter, as most aggregators launch games: the frame loads the
 * provider's own page with our launch token in the query; the provider's server then calls
 * `POST /api/seamless/authenticate` with it (signed with the secret of its catalogue row) and plays
 * through our seamless wallet (docs/seamless-wallet.md).
 *
 * To add a real provider: copy this file (e.g. `acme.ts`), build its URL the way its integration
 * guide says (some want a server-to-server "create session" call first: do it here, with `fetch`,
 * and return the URL it answers), list it in `index.ts` and in `PROVIDER_ADAPTERS`
 * (src/contract/game-operator.ts), put its origin in GAME_ORIGINS, and save its catalogue row
 * through `POST /api/operator/game/provider/save` (code, adapter, launch_url, secret).
 */
export const exampleAdapter: GameProviderAdapter = {
  name: 'example',
  launchUrl: async ({ provider, gameCode, launchToken, isMobile, language, currency }) => {
    const url = baseUrl(provider.launchUrl)
    url.pathname = `${url.pathname.replace(/\/$/, '')}/launch`
    url.search = new URLSearchParams({
      operator: provider.code,
      game: gameCode,
      token: launchToken,
      lang: language,
      currency,
      platform: isMobile ? 'mobile' : 'desktop',
    }).toString()
    return url.toString()
  },
  demoUrl: async ({ provider, gameCode, isMobile, language }) => {
    const url = baseUrl(provider.launchUrl)
    url.pathname = `${url.pathname.replace(/\/$/, '')}/demo`
    url.search = new URLSearchParams({
      game: gameCode,
      lang: language,
      platform: isMobile ? 'mobile' : 'desktop',
    }).toString()
    return url.toString()
  },
}

function baseUrl(launchUrl: string | null): URL {
  if (!launchUrl) throw new Error('external provider without launch_url')
  return new URL(launchUrl)
}
