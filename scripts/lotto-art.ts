// Writes a flag or emblem per lottery market into public/images/lotto/ (commit the output): simple
// hand-drawn SVGs (60×40), shown on the lottery lobby's grid and in rounds' headings. The site
// picks one with `marketFlag` (src/features/lotto/flags.ts). Run: npx tsx scripts/lotto-art.ts
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const OUT = join(import.meta.dirname, '..', 'public', 'images', 'lotto')

/** A five-pointed star centred on cx, cy with outer radius r (rotated by `turn` degrees). */
function star(cx: number, cy: number, r: number, fill: string, turn = 0): string {
  const points: string[] = []
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.382
    const angle = ((turn - 90 + i * 36) * Math.PI) / 180
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`)
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`
}

const stripes = (colours: string[], weights: number[]) => {
  const total = weights.reduce((a, b) => a + b, 0)
  let y = 0
  return colours
    .map((colour, i) => {
      const h = (40 * weights[i]) / total
      const rect = `<rect y="${y.toFixed(2)}" width="60" height="${h.toFixed(2)}" fill="${colour}"/>`
      y += h
      return rect
    })
    .join('')
}

const THAI = stripes(['#a51931', '#f4f5f8', '#2d2a4a', '#f4f5f8', '#a51931'], [1, 1, 2, 1, 1])
const chartLine =
  '<path d="M8 31l12-9 9 5 15-14" fill="none" stroke="#ffcf4a" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/><path d="M38 11h8v8" fill="none" stroke="#ffcf4a" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>'

const ART: Record<string, { label: string; art: string }> = {
  gov: { label: 'ธงชาติไทย', art: THAI },
  gsb: {
    label: 'ออมสิน',
    art: `<rect width="60" height="40" fill="#e4007f"/><circle cx="30" cy="20" r="13" fill="#ffd54a" stroke="#fff" stroke-width="2.5"/><text x="30" y="25.5" text-anchor="middle" font-family="sans-serif" font-size="15" font-weight="700" fill="#a0005a">฿</text>`,
  },
  baac: {
    label: 'ธ.ก.ส.',
    art: `<rect width="60" height="40" fill="#00703c"/><path d="M30 35V12" stroke="#ffd54a" stroke-width="2.5"/>${[
      14, 19, 24, 29,
    ]
      .map(
        (y) =>
          `<ellipse cx="25.5" cy="${y}" rx="4.5" ry="2.2" transform="rotate(-35 25.5 ${y})" fill="#ffd54a"/><ellipse cx="34.5" cy="${y}" rx="4.5" ry="2.2" transform="rotate(35 34.5 ${y})" fill="#ffd54a"/>`,
      )
      .join('')}<ellipse cx="30" cy="9" rx="2.4" ry="4" fill="#ffd54a"/>`,
  },
  lao: {
    label: 'ธงชาติลาว',
    art: `${stripes(['#ce1126', '#002868', '#ce1126'], [1, 2, 1])}<circle cx="30" cy="20" r="8" fill="#fff"/>`,
  },
  hanoi: {
    label: 'ธงชาติเวียดนาม',
    art: `<rect width="60" height="40" fill="#da251d"/>${star(30, 21, 12, '#ffff00')}`,
  },
  nikkei: {
    label: 'ธงชาติญี่ปุ่น',
    art: `<rect width="60" height="40" fill="#fff"/><circle cx="30" cy="20" r="12" fill="#bc002d"/>`,
  },
  china: {
    label: 'ธงชาติจีน',
    art: `<rect width="60" height="40" fill="#de2910"/>${star(10, 10, 6, '#ffde00')}${star(20, 4, 2, '#ffde00', 23)}${star(24, 8, 2, '#ffde00', 45)}${star(24, 14, 2, '#ffde00', 0)}${star(20, 18, 2, '#ffde00', 20)}`,
  },
  hangseng: {
    label: 'ธงฮ่องกง',
    art: `<rect width="60" height="40" fill="#de2910"/><g fill="#fff">${[0, 72, 144, 216, 288]
      .map((turn) => `<path d="M30 20c-1-5 1-10 5-12-1 4 0 8-5 12z" transform="rotate(${turn} 30 20)"/>`)
      .join('')}</g><circle cx="30" cy="20" r="1.6" fill="#de2910"/>`,
  },
  set: {
    label: 'ตลาดหุ้นไทย',
    art: `${THAI}<rect width="60" height="40" fill="#000" opacity=".25"/>${chartLine}`,
  },
  dowjones: {
    label: 'ธงชาติสหรัฐอเมริกา',
    art: `${stripes(
      Array.from({ length: 13 }, (_, i) => (i % 2 === 0 ? '#b22234' : '#fff')),
      Array(13).fill(1),
    )}<rect width="26" height="21.5" fill="#3c3b6e"/><g fill="#fff">${Array.from(
      { length: 12 },
      (_, i) => `<circle cx="${3.5 + (i % 4) * 6.3}" cy="${3.5 + Math.floor(i / 4) * 7}" r="1.3"/>`,
    ).join('')}</g>`,
  },
  stock: { label: 'หวยหุ้น', art: `<rect width="60" height="40" fill="#1a237e"/>${chartLine}` },
  yeekee: {
    label: 'ยี่กี',
    art: `<rect width="60" height="40" fill="#4a148c"/><g fill="none" stroke="#ffcf4a" stroke-width="2.5"><circle cx="30" cy="20" r="13"/><circle cx="30" cy="20" r="6.5"/><path d="M30 3v8M30 29v8M13 20h8M39 20h8"/></g><circle cx="30" cy="20" r="2.5" fill="#ff5252"/>`,
  },
}

mkdirSync(OUT, { recursive: true })
for (const [code, { label, art }] of Object.entries(ART))
  writeFileSync(
    join(OUT, `${code}.svg`),
    `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40" viewBox="0 0 60 40" role="img" aria-label="${label}">
  <clipPath id="c"><rect width="60" height="40" rx="5"/></clipPath>
  <g clip-path="url(#c)">${art}</g>
  <rect x=".5" y=".5" width="59" height="39" rx="4.5" fill="none" stroke="#000" stroke-opacity=".25"/>
</svg>
`,
  )
console.log(`wrote ${Object.keys(ART).length} files to ${OUT}`)
