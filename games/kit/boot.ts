import { connect, type GameClient } from './api'
import { h } from './dom'
import { KIT_TEXTS } from './texts'
import './kit.css'

/**
 * Starts a game page: shows the loading line, opens the session from the URL (launch token or
 * demo), then hands the client to the game; a failure shows its Thai message in place of the game.
 */
export async function bootGame<Input, Outcome>(
  code: string,
  start: (client: GameClient<Input, Outcome>, root: HTMLElement) => void,
): Promise<void> {
  const root = document.getElementById('app') ?? document.body
  root.replaceChildren(h('p', { class: 'kit-loading' }, KIT_TEXTS.loading))
  try {
    const client = await connect<Input, Outcome>(code)
    root.replaceChildren()
    start(client, root)
  } catch (error) {
    root.replaceChildren(
      h('p', { class: 'kit-fatal', role: 'alert' }, (error as Error).message || KIT_TEXTS.network),
    )
  }
}
