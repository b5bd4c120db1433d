import type { ProviderAdapter } from '../../../../src/contract/game-operator'

/** What an adapter knows about its provider (the catalogue row; never the secret). */
export interface AdapterProvider {
  id: number
  code: string
  /** External providers: the launch base URL from the catalogue row. */
  launchUrl: string | null
}

export interface LaunchInput {
  provider: AdapterProvider
  gameCode: string
  /** The single-use launch token the provider exchanges at `seamless/authenticate` (2 minutes). */
  launchToken: string
  isMobile: boolean
  language: 'th'
  currency: 'THB'
}

export interface DemoInput {
  provider: AdapterProvider
  gameCode: string
  isMobile: boolean
  language: 'th'
}

/**
 * How one provider's games are launched: the URL the member's frame loads. A real external provider
 * is one file implementing this (listed in `index.ts`) plus its catalogue row (code, adapter,
 * launch_url, secret). An adapter may call the provider's own API (server to server) to get the URL;
 * a throw becomes the Thai "cannot open the game" refusal and the launch token is never handed out.
 */
export interface GameProviderAdapter {
  readonly name: ProviderAdapter
  launchUrl(input: LaunchInput): Promise<string>
  demoUrl(input: DemoInput): Promise<string>
}
