// Writes the games' static art into public/images/games/ (commit the output): a thumbnail per
// built-in game (planned ones included, so a game gets its tile art the day its page exists), the
// built-in provider's logo and a banner per lobby. Run: npx tsx scripts/game-art.ts
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const OUT = join(import.meta.dirname, '..', 'public', 'images', 'games')

const GAMES = [
  { code: 'slot', name: 'สล็อต', glyph: '7', from: '#7b1fa2', to: '#1a0b2e' },
  { code: 'freespin', name: 'ฟรีสปิน', glyph: '★', from: '#00897b', to: '#06201d' },
  { code: 'baccarat', name: 'บาคาร่า', glyph: 'A♠', from: '#b71c1c', to: '#1f0707' },
  { code: 'hilo', name: 'ไฮโล', glyph: '⚄', from: '#e65100', to: '#241004' },
  { code: 'fish', name: 'ยิงปลา', glyph: '◉', from: '#0277bd', to: '#03182a' },
  { code: 'football', name: 'ฟุตบอลเสมือนจริง', glyph: '⚽', from: '#2e7d32', to: '#081c09' },
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
  <circle cx="150" cy="122" r="78" fill="none" stroke="url(#gold)" stroke-width="6"/>
  <text x="150" y="150" text-anchor="middle" font-family="sans-serif" font-size="78" font-weight="700" fill="url(#gold)">${g.glyph}</text>
  <text x="150" y="258" text-anchor="middle" font-family="Kanit, sans-serif" font-size="${size}" font-weight="700" fill="#fff">${g.name}</text>
</svg>
`
}

function banner(l: (typeof LOBBIES)[number]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${l.title}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${l.from}"/><stop offset="1" stop-color="#0b0d12"/></linearGradient>${gold}</defs>
  <rect width="1200" height="400" fill="url(#bg)"/>
  <circle cx="1010" cy="200" r="150" fill="none" stroke="url(#gold)" stroke-width="10" opacity=".6"/>
  <text x="80" y="190" font-family="Kanit, sans-serif" font-size="84" font-weight="700" fill="url(#gold)">${l.title}</text>
  <text x="80" y="270" font-family="Kanit, sans-serif" font-size="40" fill="#fff">${l.line}</text>
</svg>
`
}

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img" aria-label="BW Games">
  <defs>${gold}</defs>
  <rect width="240" height="96" rx="18" fill="#0b0d12"/>
  <text x="120" y="62" text-anchor="middle" font-family="sans-serif" font-size="40" font-weight="800" fill="url(#gold)">BW Games</text>
</svg>
`

mkdirSync(OUT, { recursive: true })
for (const g of GAMES) writeFileSync(join(OUT, `builtin-${g.code}.svg`), thumbnail(g))
for (const l of LOBBIES) writeFileSync(join(OUT, `lobby-${l.key}.svg`), banner(l))
writeFileSync(join(OUT, 'provider-builtin.svg'), logo)
console.log(`wrote ${GAMES.length + LOBBIES.length + 1} files to ${OUT}`)
