/**
 * The LINE Official Account's rich menu (docs/line-setup.md): writes its definition (the Messaging
 * API's rich menu object: six areas, each opening a LIFF page) and renders its image from the brand
 * (an SVG drawn here, rendered to a 2500 x 1686 PNG by the installed Chromium through Playwright).
 *
 *   npm run rich-menu                       # into dist-rich-menu/ (rich-menu.json, rich-menu.png, rich-menu.svg)
 *   npm run rich-menu -- --out <folder> --contact-url https://lin.ee/xxxx
 *
 * LIFF URLs are https://liff.line.me/{liffId}/<name> of the `full` app in liff.config.json (set the
 * operator's real ids first). "ติดต่อเรา" sends a message to the Official Account's chat (the admins
 * answer there) unless --contact-url gives a link to open instead.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import liffConfig from '../liff.config.json'

const WIDTH = 2500
const HEIGHT = 1686
const COLUMNS = 3
const ROWS = 2

type Action = { type: 'uri'; label: string; uri: string } | { type: 'message'; label: string; text: string }

interface Tile {
  label: string
  /** Our own pictogram: SVG path data in a 100 x 100 box. */
  icon: string
  action: Action
}

/** The LIFF URL of a `/liff/<name>` page (liff.config.json's `full` app). */
function liffUrl(name: string): string {
  const app = liffConfig.apps.full
  // A page whose last parameter is optional (games/:name?) is listed with it.
  const listed = liffConfig.pages.some((page) => page === name || page.replace(/\/:\w+\?$/, '') === name)
  if (!listed) throw new Error(`liff.config.json lists no LIFF page "${name}"`)
  return `https://liff.line.me/${app.liffId}/${name}`
}

const ICONS = {
  // a wallet with a plus
  deposit:
    'M14 30h62a8 8 0 0 1 8 8v40a8 8 0 0 1-8 8H14a8 8 0 0 1-8-8V38a8 8 0 0 1 8-8zm52 22h24v16H66zM46 14v28M32 28h28',
  // a wallet with an arrow out
  withdraw:
    'M14 30h62a8 8 0 0 1 8 8v40a8 8 0 0 1-8 8H14a8 8 0 0 1-8-8V38a8 8 0 0 1 8-8zm52 22h24v16H66zM46 40V10M34 22l12-12 12 12',
  // a lottery ticket
  lotto: 'M8 24h84v18a10 10 0 0 0 0 20v18H8V62a10 10 0 0 0 0-20zM30 24v56M44 44h34M44 60h26',
  // a game pad
  games:
    'M20 32h60a14 14 0 0 1 14 14v14a14 14 0 0 1-26 8l-4-6H36l-4 6a14 14 0 0 1-26-8V46a14 14 0 0 1 14-14zM28 44v18M19 53h18M66 48h.1M76 58h.1',
  // a gift box
  promotions: 'M10 36h80v16H10zM16 52h68v36H16zM50 36v52M50 36c-8-20-30-20-26-4M50 36c8-20 30-20 26-4',
  // a speech bubble
  contact:
    'M12 18h76a6 6 0 0 1 6 6v44a6 6 0 0 1-6 6H40L22 90V74H12a6 6 0 0 1-6-6V24a6 6 0 0 1 6-6zM28 46h.1M50 46h.1M72 46h.1',
} as const

function tiles(contactUrl: string | null): Tile[] {
  const uri = (label: string, name: string): Action => ({ type: 'uri', label, uri: liffUrl(name) })
  return [
    { label: 'ฝากเงิน', icon: ICONS.deposit, action: uri('ฝากเงิน', 'deposit') },
    { label: 'ถอนเงิน', icon: ICONS.withdraw, action: uri('ถอนเงิน', 'withdraw') },
    { label: 'แทงหวย', icon: ICONS.lotto, action: uri('แทงหวย', 'lotto') },
    { label: 'เล่นเกม', icon: ICONS.games, action: uri('เล่นเกม', 'games') },
    { label: 'โปรโมชั่น', icon: ICONS.promotions, action: uri('โปรโมชั่น', 'promotions') },
    {
      label: 'ติดต่อเรา',
      icon: ICONS.contact,
      action: contactUrl
        ? { type: 'uri', label: 'ติดต่อเรา', uri: contactUrl }
        : { type: 'message', label: 'ติดต่อเรา', text: 'ติดต่อแอดมิน' },
    },
  ]
}

/** The tile of column `c`, row `r` (the last column and row take the remainder). */
function bounds(c: number, r: number) {
  const w = Math.floor(WIDTH / COLUMNS)
  const h = Math.floor(HEIGHT / ROWS)
  return {
    x: c * w,
    y: r * h,
    width: c === COLUMNS - 1 ? WIDTH - c * w : w,
    height: r === ROWS - 1 ? HEIGHT - r * h : h,
  }
}

/** The Messaging API rich menu object (POST https://api.line.me/v2/bot/richmenu). */
function richMenu(list: Tile[]) {
  return {
    size: { width: WIDTH, height: HEIGHT },
    selected: true,
    name: 'BW222 main menu',
    chatBarText: 'เมนู',
    areas: list.map((tile, i) => ({
      bounds: bounds(i % COLUMNS, Math.floor(i / COLUMNS)),
      action: tile.action,
    })),
  }
}

/** The image: the brand's dark background, gold frames, a pictogram and a Thai label per area. */
function richMenuSvg(list: Tile[]): string {
  const cells = list
    .map((tile, i) => {
      const b = bounds(i % COLUMNS, Math.floor(i / COLUMNS))
      const cx = b.x + b.width / 2
      return `<g>
  <rect x="${b.x + 24}" y="${b.y + 24}" width="${b.width - 48}" height="${b.height - 48}" rx="48" fill="#16161c" stroke="url(#gold)" stroke-width="6"/>
  <g transform="translate(${cx - 150} ${b.y + 150}) scale(3)" fill="none" stroke="url(#gold)" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"><path d="${tile.icon}"/></g>
  <text x="${cx}" y="${b.y + b.height - 150}" text-anchor="middle" font-size="120" font-weight="700" fill="#f5e3a3">${tile.label}</text>
</g>`
    })
    .join('\n')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="Kanit, 'Noto Sans Thai', Garuda, Loma, sans-serif">
<defs>
  <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1b8"/><stop offset=".45" stop-color="#f5c542"/><stop offset="1" stop-color="#b7791f"/></linearGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="#0c0c10"/>
${cells}
</svg>`
}

async function render(svg: string, file: string) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } })
    await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`)
    await page.evaluate(() => document.fonts.ready)
    await page.screenshot({ path: file, type: 'png', clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } })
  } finally {
    await browser.close()
  }
}

async function main() {
  const { values } = parseArgs({
    options: { out: { type: 'string', default: 'dist-rich-menu' }, 'contact-url': { type: 'string' } },
  })
  const out = resolve(values.out ?? 'dist-rich-menu')
  const list = tiles(values['contact-url'] ?? null)
  mkdirSync(out, { recursive: true })
  const svg = richMenuSvg(list)
  writeFileSync(join(out, 'rich-menu.json'), `${JSON.stringify(richMenu(list), null, 2)}\n`)
  writeFileSync(join(out, 'rich-menu.svg'), svg)
  await render(svg, join(out, 'rich-menu.png'))
  console.log(
    `rich menu: ${join(out, 'rich-menu.json')} and ${join(out, 'rich-menu.png')} (${WIDTH} x ${HEIGHT})`,
  )
}

await main()
