// Writes the games' static art into public/images/games/ (commit the output): a thumbnail per
// built-in game (planned ones included, so a game gets its tile art the day its page exists), the
// built-in provider's logo and a banner per lobby. Run: npx tsx scripts/game-art.ts
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { BALL_ART, dieMarkup, SUIT_ART, SYMBOL_ART } from '../games/kit/art'

const OUT = join(import.meta.dirname, '..', 'public', 'images', 'games')

/** Places a 64×64 (or 32×32) drawing of games/kit/art.ts at x, y, scaled. */
const place = (art: string, x: number, y: number, scale: number, rotate = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})">${art}</g>`

const card = (rank: string, suit: number, x: number, y: number, rotate: number) => {
  const red = suit === 1 || suit === 2
  const colour = red ? '#c1121f' : '#14141f'
  return `<g transform="translate(${x} ${y}) rotate(${rotate})"><rect x="-48" y="-68" width="96" height="136" rx="10" fill="#fffdf7" stroke="#d4b25c" stroke-width="3"/><text x="-36" y="-36" font-family="sans-serif" font-size="30" font-weight="700" fill="${colour}">${rank}</text>${place(`<path d="${SUIT_ART[suit]}" fill="${colour}"/>`, -22, -10, 1.4)}</g>`
}

/** Our fish (the same shape the fish page draws on its canvas), facing right, about 150 wide. */
const fish = (colour: string) =>
  `<path d="M-58 0Q-80-10-92-34Q-82 0-92 34Q-80 10-58 0z" fill="${colour}" stroke="#03182a" stroke-opacity=".4" stroke-width="3"/><path d="M-20-28Q0-62 24-30z" fill="${colour}" stroke="#03182a" stroke-opacity=".4" stroke-width="3"/><ellipse rx="66" ry="40" fill="${colour}" stroke="#03182a" stroke-opacity=".4" stroke-width="3"/><ellipse cx="4" cy="18" rx="46" ry="14" fill="#fff" fill-opacity=".35"/><path d="M12-32Q20 0 12 32" stroke="#fff" stroke-opacity=".65" stroke-width="8" fill="none"/><circle cx="38" cy="-8" r="10" fill="#fff"/><circle cx="41" cy="-8" r="5" fill="#111"/>`

const GAMES = [
  {
    code: 'slot',
    name: 'สล็อต',
    from: '#7b1fa2',
    to: '#1a0b2e',
    art: ['C', 'S', 'B']
      .map(
        (symbol, i) =>
          `<rect x="${28 + i * 84}" y="62" width="76" height="96" rx="12" fill="#f8f3ff" stroke="url(#gold)" stroke-width="4"/>${place(SYMBOL_ART[symbol], 34 + i * 84, 78, 1)}`,
      )
      .join(''),
  },
  {
    code: 'freespin',
    name: 'ฟรีสปิน',
    from: '#00897b',
    to: '#06201d',
    art: `${place(SYMBOL_ART.F, 70, 40, 2.4)}${place(SYMBOL_ART.W, 176, 112, 1.3, 12)}`,
  },
  {
    code: 'baccarat',
    name: 'บาคาร่า',
    from: '#b71c1c',
    to: '#1f0707',
    art: `${card('K', 1, 124, 118, -12)}${card('A', 0, 178, 112, 10)}`,
  },
  {
    code: 'hilo',
    name: 'ไฮโล',
    from: '#e65100',
    to: '#241004',
    art: `${place(dieMarkup(4), 40, 96, 1.2, -10)}${place(dieMarkup(6), 118, 56, 1.2, 6)}${place(dieMarkup(1), 190, 100, 1.2, 14)}`,
  },
  {
    code: 'fish',
    name: 'ยิงปลา',
    from: '#0277bd',
    to: '#03182a',
    art: `<g transform="translate(160 112)">${fish('#ff8a3d')}</g><g transform="translate(70 60) scale(.45)">${fish('#ffd23f')}</g><g fill="none" stroke="#bfe9ff" stroke-width="3" opacity=".8"><circle cx="236" cy="58" r="9"/><circle cx="252" cy="34" r="6"/><circle cx="62" cy="160" r="7"/></g>`,
  },
  {
    code: 'football',
    name: 'ฟุตบอลเสมือนจริง',
    from: '#2e7d32',
    to: '#081c09',
    art: `<g fill="none" stroke="#e9f5e4" stroke-opacity=".45" stroke-width="4"><rect x="24" y="30" width="252" height="160" rx="4"/><path d="M150 30v160"/><circle cx="150" cy="110" r="34"/><rect x="24" y="70" width="36" height="80"/><rect x="240" y="70" width="36" height="80"/></g>${place(BALL_ART, 102, 62, 3)}`,
  },
]

const LOBBIES = [
  { key: 'all', title: 'รวมเกมทั้งหมด', line: 'เล่นได้ทุกเกมในที่เดียว', from: '#283593' },
  { key: 'casino', title: 'คาสิโนออนไลน์', line: 'บาคาร่า ไฮโล เล่นง่าย จ่ายจริง', from: '#b71c1c' },
  { key: 'slot', title: 'สล็อตแตกง่าย', line: 'RTP ชัดเจน ตรวจสอบความยุติธรรมได้', from: '#7b1fa2' },
  { key: 'sport', title: 'กีฬาเสมือนจริง', line: 'ฟุตบอลทุกไม่กี่นาที ลุ้นสดทุกนัด', from: '#2e7d32' },
  { key: 'fishing', title: 'ยิงปลา', line: 'ยิงโดนรับรางวัลทันที', from: '#0277bd' },
  { key: 'freespin', title: 'ฟรีสปิน', line: 'ซื้อฟรีสปินได้ทุกเมื่อ', from: '#00897b' },
]

const gold = `<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1b8"/><stop offset=".5" stop-color="#f5c542"/><stop offset="1" stop-color="#b7791f"/></linearGradient>`

function thumbnail(g: (typeof GAMES)[number]): string {
  const size = g.name.length > 8 ? 30 : 40
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${g.name}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${g.from}"/><stop offset="1" stop-color="${g.to}"/></linearGradient>${gold}</defs>
  <rect width="300" height="300" rx="28" fill="url(#bg)"/>
  <rect x="6" y="6" width="288" height="288" rx="24" fill="none" stroke="url(#gold)" stroke-width="4" opacity=".7"/>
  ${g.art}
  <path d="M0 214h300v58a28 28 0 0 1-28 28H28A28 28 0 0 1 0 272z" fill="#000" opacity=".35"/>
  <text x="150" y="272" text-anchor="middle" font-family="Kanit, sans-serif" font-size="${size}" font-weight="700" fill="#fff">${g.name}</text>
</svg>
`
}

/** Each lobby banner's drawing inside its gold ring (centre 1010, 200), from the games' own art. */
const BANNER_ART: Record<string, string> = {
  all: `${place(SYMBOL_ART.S, 890, 130, 1.9, -8)}${place(SYMBOL_ART.C, 1010, 120, 1.8, 6)}`,
  casino: `<g transform="translate(950 210) scale(1.25)">${card('K', 1, 0, 0, -12)}${card('A', 0, 54, -6, 10)}</g>`,
  slot: place(SYMBOL_ART.S, 908, 98, 3.2),
  sport: place(BALL_ART, 915, 105, 6),
  fishing: `<g transform="translate(1010 200) scale(1.35)">${fish('#ff8a3d')}</g>`,
  freespin: place(SYMBOL_ART.F, 908, 98, 3.2),
}

function banner(l: (typeof LOBBIES)[number]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${l.title}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${l.from}"/><stop offset="1" stop-color="#0b0d12"/></linearGradient>${gold}</defs>
  <rect width="1200" height="400" fill="url(#bg)"/>
  <circle cx="1010" cy="200" r="150" fill="#000" fill-opacity=".25" stroke="url(#gold)" stroke-width="10" opacity=".8"/>
  ${BANNER_ART[l.key] ?? ''}
  <text x="80" y="190" font-family="Kanit, sans-serif" font-size="84" font-weight="700" fill="url(#gold)">${l.title}</text>
  <text x="80" y="270" font-family="Kanit, sans-serif" font-size="40" fill="#fff">${l.line}</text>
</svg>
`
}

/** The built-in provider's emblem (square: the lobby shows provider logos at 40×40): a gold shield with the BW monogram over a card and a die. */
const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="BW Games">
  <defs>${gold}</defs>
  <rect width="96" height="96" rx="20" fill="#0b0d12"/>
  ${card('A', 0, 26, 40, -16).replace('<g transform="translate(26 40) rotate(-16)">', '<g transform="translate(26 40) rotate(-16) scale(.36)">')}
  ${place(dieMarkup(5), 58, 18, 0.42, 14)}
  <path d="M48 22l28 8v20c0 17-12 28-28 34-16-6-28-17-28-34V30z" fill="#1a0b2e" stroke="url(#gold)" stroke-width="4"/>
  <text x="48" y="63" text-anchor="middle" font-family="sans-serif" font-size="24" font-weight="800" fill="url(#gold)">BW</text>
</svg>
`

mkdirSync(OUT, { recursive: true })
for (const g of GAMES) writeFileSync(join(OUT, `builtin-${g.code}.svg`), thumbnail(g))
for (const l of LOBBIES) writeFileSync(join(OUT, `lobby-${l.key}.svg`), banner(l))
writeFileSync(join(OUT, 'provider-builtin.svg'), logo)
console.log(`wrote ${GAMES.length + LOBBIES.length + 1} files to ${OUT}`)
