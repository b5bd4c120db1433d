import { describe, expect, it } from 'vitest'
import { GAME_FRAME_SANDBOX, gameFrameSandbox } from '../../../src/features/games/components/game-frame'

const SITE = 'https://bw222.example'

describe('the game frame sandbox', () => {
  it('lets every game run its scripts and forms, never popups or top navigation', () => {
    expect(GAME_FRAME_SANDBOX.split(' ').sort()).toEqual(['allow-forms', 'allow-scripts'])
    for (const link of ['/provider/builtin/slot/?token=t', 'https://games.example/launch?t=1']) {
      const tokens = gameFrameSandbox(link, SITE).split(' ')
      expect(tokens).not.toContain('allow-top-navigation')
      expect(tokens).not.toContain('allow-popups')
    }
  })

  it("a built-in game on the site's own origin gets no same-origin (it cannot read the member's session)", () => {
    expect(gameFrameSandbox('/provider/builtin/slot/?token=t', SITE)).toBe('allow-scripts allow-forms')
    expect(gameFrameSandbox(`${SITE}/provider/builtin/slot/?demo=1`, SITE)).toBe('allow-scripts allow-forms')
  })

  it("an external provider keeps its own origin (its cookies and API), which is not the site's", () => {
    expect(gameFrameSandbox('https://games.example/launch?t=1', SITE)).toBe(
      'allow-scripts allow-forms allow-same-origin',
    )
  })
})
