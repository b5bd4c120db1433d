/**
 * The games' own drawings (hand-written SVG in the brand's colours), so every phone shows the same
 * game: no emoji, no font glyphs. Slot symbols are one hidden sprite (`<symbol id="art-W">`) the
 * reels point at with `<use>`, so a spinning reel swaps an attribute, not markup.
 */
import { SYMBOLS } from '../rules/symbols'

const NS = 'http://www.w3.org/2000/svg'

/** Slot symbols, viewBox 0 0 64 64. */
export const SYMBOL_ART: Readonly<Record<string, string>> = {
  // Wild: a cut diamond.
  W: `<path d="M12 24 22 10h20l10 14-20 32z" fill="#5ee7ff"/><path d="M12 24h40L32 56z" fill="#1fa6e0"/><path d="M22 10l-4 14h28l-4-14z" fill="#a8f4ff"/><path d="M32 10l-8 14h16z" fill="#e6fdff"/><path d="M12 24 22 10h20l10 14-20 32z" fill="none" stroke="#0b4f7a" stroke-width="2.5" stroke-linejoin="round"/>`,
  // Seven: red with a gold edge.
  S: `<path d="M13 10h38v9L33 56H21l17-35H13z" fill="#e53935" stroke="#ffcf4a" stroke-width="3.5" stroke-linejoin="round"/><path d="M17 13h30" stroke="#ff8a80" stroke-width="2.5" stroke-linecap="round"/>`,
  // Bell.
  B: `<path d="M32 7c-3 0-5 2-5 4-9 2-14 10-14 20v10l-5 7h48l-5-7V31c0-10-5-18-14-20 0-2-2-4-5-4z" fill="#ffc83d" stroke="#9a5b00" stroke-width="2.5" stroke-linejoin="round"/><circle cx="32" cy="53" r="5.5" fill="#9a5b00"/><path d="M21 30c0-7 4-11 8-12" stroke="#fff3c4" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  // Watermelon slice.
  M: `<path d="M5 22a27 27 0 0 0 54 0z" fill="#2e9e44"/><path d="M10 22a22 22 0 0 0 44 0z" fill="#eef7d8"/><path d="M13 22a19 19 0 0 0 38 0z" fill="#ef3b4a"/><g fill="#2b1a12"><ellipse cx="24" cy="30" rx="1.6" ry="2.6"/><ellipse cx="32" cy="34" rx="1.6" ry="2.6"/><ellipse cx="40" cy="30" rx="1.6" ry="2.6"/><ellipse cx="28" cy="41" rx="1.6" ry="2.6"/><ellipse cx="36" cy="41" rx="1.6" ry="2.6"/></g>`,
  // Grapes.
  G: `<path d="M32 13c2-5 6-7 11-7" stroke="#6b4226" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M35 11c6-6 15-4 17 1-6 3-12 3-17-1z" fill="#43a047"/><g fill="#8e44ad" stroke="#4a1670" stroke-width="1.5"><circle cx="22" cy="20" r="7"/><circle cx="34" cy="19" r="7"/><circle cx="46" cy="21" r="7"/><circle cx="28" cy="31" r="7"/><circle cx="40" cy="31" r="7"/><circle cx="34" cy="42" r="7"/><circle cx="22" cy="33" r="6"/><circle cx="29" cy="52" r="6"/><circle cx="40" cy="50" r="6"/></g><g fill="#d7a6ee"><circle cx="20" cy="18" r="2"/><circle cx="32" cy="17" r="2"/><circle cx="26" cy="29" r="2"/><circle cx="32" cy="40" r="2"/></g>`,
  // Lemon.
  L: `<path d="M6 34c2-13 14-22 28-22 10 0 18 5 22 11l3-1-1 5c1 3 1 6 0 9-4 10-15 16-27 15-9-1-16-5-19-11l-5 1 2-4c-1-1-3-2-3-3z" fill="#ffe14a" stroke="#b58900" stroke-width="2.5" stroke-linejoin="round"/><path d="M18 26c4-5 10-7 16-7" stroke="#fff8c4" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  // Cherries.
  C: `<path d="M21 40c4-12 9-22 18-30M43 42c-1-12-2-22-4-32" stroke="#3e7b27" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M39 10c6-5 14-4 17 0-6 4-12 4-17 0z" fill="#4caf50"/><circle cx="20" cy="46" r="11" fill="#d81b3c" stroke="#7a0019" stroke-width="2"/><circle cx="44" cy="47" r="11" fill="#d81b3c" stroke="#7a0019" stroke-width="2"/><circle cx="16" cy="42" r="3" fill="#ff8fa3"/><circle cx="40" cy="43" r="3" fill="#ff8fa3"/>`,
  // Scatter: a gift box.
  F: `<rect x="9" y="27" width="46" height="30" rx="3" fill="#7b1fa2" stroke="#ffcf4a" stroke-width="2.5"/><rect x="6" y="19" width="52" height="11" rx="3" fill="#9c27b0" stroke="#ffcf4a" stroke-width="2.5"/><rect x="28" y="19" width="8" height="38" fill="#ffcf4a"/><path d="M32 19c-6-10-16-12-17-6-1 5 9 7 17 6zM32 19c6-10 16-12 17-6 1 5-9 7-17 6z" fill="#ffcf4a" stroke="#b7791f" stroke-width="2" stroke-linejoin="round"/>`,
}

/** Card suits in the order of games/rules/baccarat.ts (spades, hearts, diamonds, clubs), viewBox 0 0 32 32. */
export const SUIT_ART = [
  'M16 2c-4 6-13 10-13 17 0 4 3 7 7 7 2.5 0 4.3-1.2 5-2.5-.2 3-1.5 5-4 6.5h10c-2.5-1.5-3.8-3.5-4-6.5.7 1.3 2.5 2.5 5 2.5 4 0 7-3 7-7 0-7-9-11-13-17z',
  'M16 29C6 21 2 15 2 10c0-4.5 3.5-7.5 7.5-7.5 3 0 5.3 1.8 6.5 4.3 1.2-2.5 3.5-4.3 6.5-4.3 4 0 7.5 3 7.5 7.5 0 5-4 11-14 19z',
  'M16 2 28 16 16 30 4 16z',
  'M16 3a6 6 0 0 0-5.6 8.2A6 6 0 1 0 14.5 22c-.3 3.3-1.6 5.8-4 8h11c-2.4-2.2-3.7-4.7-4-8a6 6 0 1 0 4.1-10.8A6 6 0 0 0 16 3z',
] as const

/** Pips of each die face on a 3×3 grid (0..8, row by row). */
const PIPS: Readonly<Record<number, readonly number[]>> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
}

function svg(viewBox: string, inner: string, attrs: Record<string, string> = {}): SVGSVGElement {
  const node = document.createElementNS(NS, 'svg')
  node.setAttribute('viewBox', viewBox)
  node.setAttribute('focusable', 'false')
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value)
  if (!attrs['aria-label']) node.setAttribute('aria-hidden', 'true')
  else node.setAttribute('role', 'img')
  node.innerHTML = inner
  return node
}

let spriteAdded = false
/** Puts the slot symbols' sprite into the page once. */
function ensureSprite(): void {
  if (spriteAdded) return
  spriteAdded = true
  const sprite = svg(
    '0 0 0 0',
    Object.entries(SYMBOL_ART)
      .map(([code, art]) => `<symbol id="art-${code}" viewBox="0 0 64 64">${art}</symbol>`)
      .join(''),
    { width: '0', height: '0', style: 'position:absolute' },
  )
  document.body.prepend(sprite)
}

/** A slot symbol as a drawing, named for screen readers by its Thai name. */
export function symbolArt(code: string): SVGSVGElement {
  ensureSprite()
  const node = svg('0 0 64 64', `<use href="#art-${code}"/>`, {
    class: 'sym',
    'aria-label': SYMBOLS[code]?.name ?? code,
  })
  return node
}

/** Points a symbol drawing made by `symbolArt` at another symbol (spinning reels). */
export function setSymbolArt(node: Element, code: string): void {
  node.firstElementChild?.setAttribute('href', `#art-${code}`)
  node.setAttribute('aria-label', SYMBOLS[code]?.name ?? code)
}

/** A card suit (0 spades, 1 hearts, 2 diamonds, 3 clubs) as a drawing in the current text colour. */
export function suitArt(suit: number): SVGSVGElement {
  return svg('0 0 32 32', `<path d="${SUIT_ART[suit]}" fill="currentColor"/>`, { class: 'suit' })
}

/** A die face's markup (viewBox 0 0 64 64): ivory face, red pips for 1 and 4 as on Thai Hi-Lo dice. */
export function dieMarkup(value: number): string {
  const red = value === 1 || value === 4
  const pips = (PIPS[value] ?? [])
    .map((cell) => {
      const x = 14 + (cell % 3) * 18
      const y = 14 + Math.floor(cell / 3) * 18
      return `<circle cx="${x}" cy="${y}" r="${value === 1 ? 8 : 5.5}" fill="${red ? '#d62839' : '#1b1b2f'}"/>`
    })
    .join('')
  return `<rect x="2" y="2" width="60" height="60" rx="12" fill="#fffaf0" stroke="#c9b27a" stroke-width="3"/>${pips}`
}

/** A die showing `value` (1..6). */
export function dieArt(value: number): SVGSVGElement {
  return svg('0 0 64 64', dieMarkup(value), { class: 'die', 'aria-label': `ลูกเต๋า ${value}` })
}

/** A football's markup, viewBox 0 0 32 32. */
export const BALL_ART =
  '<circle cx="16" cy="16" r="14" fill="#fff" stroke="#111" stroke-width="2"/><path d="M16 9l6 4.5-2.3 7h-7.4L10 13.5z" fill="#111"/><path d="M16 9V3M22 13.5l6-2M19.7 20.5l3.5 5M12.3 20.5l-3.5 5M10 13.5l-6-2" stroke="#111" stroke-width="1.6"/>'

/** A football, for goal lines. */
export function ballArt(): SVGSVGElement {
  return svg('0 0 32 32', BALL_ART, { class: 'ball' })
}

/** The fairness verdict's mark: a green tick or a red cross. */
export function verdictArt(ok: boolean): SVGSVGElement {
  return svg(
    '0 0 24 24',
    ok
      ? '<circle cx="12" cy="12" r="11" fill="#2e7d32"/><path d="M7 12.5l3.2 3.2L17 9" stroke="#fff" stroke-width="2.6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>'
      : '<circle cx="12" cy="12" r="11" fill="#c62828"/><path d="M8 8l8 8M16 8l-8 8" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>',
    { class: 'verdict-mark' },
  )
}
