import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApp, type TestContext } from './helpers/app'

const INDEX =
  '<!doctype html><html><head><title>BW222</title></head><body><div id="root"></div></body></html>'
/** `/` also carries its first screen's data (tests/server/boot-data.test.ts): the rest is index.html. */
const withoutBootData = (html: string) =>
  html.replace(/<script type="application\/json" id="boot-data">.*?<\/script>/s, '')
const ASSET = `console.log(${JSON.stringify('x'.repeat(4000))})`

let dist: string
let ctx: TestContext
let bare: TestContext
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'bw222-dist-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), INDEX)
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), ASSET)
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  ctx = await setupApp({ config: { staticDir: dist }, seed: 'minimal' })
  bare = await setupApp({ config: { staticDir: join(dist, 'missing') }, seed: 'minimal' })
})
afterAll(async () => {
  await ctx.close()
  await bare.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('the built site on the API port', () => {
  it('serves index.html at / and for every site path, revalidated on each visit', async () => {
    for (const url of [
      '/',
      '/login',
      '/lotto/123',
      '/liff/profile',
      '/member/deposit?x=1',
      '/no/such/page',
    ]) {
      const response = await ctx.app.inject({ url })
      expect(response.statusCode, url).toBe(200)
      // The page itself; a page's first data may be preloaded in its <head> or carried (tested below).
      expect(
        withoutBootData(response.body.replace(/<link rel="preload" [^>]*as="fetch"[^>]*>/g, '')),
        url,
      ).toBe(INDEX)
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.headers['cache-control']).toBe('no-cache')
    }
  })

  it('serves hashed assets as immutable and compressed', async () => {
    const response = await ctx.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.rawPayload.length).toBeLessThan(ASSET.length / 4)
  })

  it('answers 404 for a missing asset instead of the page', async () => {
    const response = await ctx.app.inject({ url: '/assets/gone-123.js' })
    expect(response.statusCode).toBe(404)
  })

  it('answers unknown API paths with a JSON 404, never the page', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/member/nope'],
      ['GET', '/api'],
    ] as const) {
      const response = await ctx.app.inject({ method, url })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 2, message: 'ไม่พบข้อมูลที่ต้องการ' })
    }
  })

  it('sends the security headers on pages and API answers', async () => {
    for (const url of ['/', '/api/notifications']) {
      const h = (await ctx.app.inject({ url })).headers
      expect(h['content-security-policy']).toBe(
        "default-src 'self';script-src 'self' https://static.line-scdn.net;style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https://profile.line-scdn.net;font-src 'self';connect-src 'self' https://api.line.me https://liffsdk.line-scdn.net https://uts-front.line-apps.com;frame-src 'self' https://liff-subwindow.line.me;object-src 'none';base-uri 'none';frame-ancestors 'none'",
      )
      expect(h['x-content-type-options']).toBe('nosniff')
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(h['strict-transport-security']).toBeUndefined()
      expect(h['x-request-id']).toMatch(/^[0-9a-f]{16}$/)
    }
  })

  it('lets the configured game provider origins be framed, and nothing else', async () => {
    const games = await setupApp({
      config: { gameOrigins: ['https://games.example.com'] },
      seed: false,
    })
    try {
      const csp = (await games.app.inject({ url: '/api/notifications' })).headers['content-security-policy']
      expect(csp).toContain("frame-src 'self' https://liff-subwindow.line.me https://games.example.com;")
    } finally {
      await games.close()
    }
  })

  it('marks API answers as never cacheable', async () => {
    expect((await ctx.app.inject({ url: '/api/notifications' })).headers['cache-control']).toBe('no-store')
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/login', payload: {} })).headers['cache-control'],
    ).toBe('no-store')
  })

  it('keeps the API working when the site is not built', async () => {
    expect((await bare.app.inject({ url: '/api/notifications' })).json()).toEqual({ error: 0, data: [] })
    expect((await bare.app.inject({ url: '/' })).statusCode).toBe(404)
  })
})

describe('what / serves before the app runs', () => {
  it('preloads the first banner and the home chunk, and paints the banner in place of the splash', async () => {
    const built = mkdtempSync(join(tmpdir(), 'bw222-dist-'))
    mkdirSync(join(built, '.vite'), { recursive: true })
    const vendor = '<link rel="modulepreload" crossorigin href="/assets/vendor-Vv1.js">'
    const index = INDEX.replace('<head>', '<head><meta charset="UTF-8" />')
      .replace('</head>', `${vendor}</head>`)
      .replace(
        '<div id="root"></div>',
        '<div id="root"><div class="splash" role="status" aria-label="กำลังโหลด">BW222<span></span></div></div>',
      )
    writeFileSync(join(built, 'index.html'), index)
    const manifest = {
      'src/app/routes/home.tsx': { file: 'assets/home-Zz9.js', css: ['assets/home-Yy8.css'] },
    }
    writeFileSync(join(built, '.vite', 'manifest.json'), JSON.stringify(manifest))
    const demo = await setupApp({ config: { staticDir: built } })
    try {
      const banners = await demo.app.inject({ url: '/api/banner?agent_code=bw222' })
      const first: { image: string; title: string } = banners.json().data[0]
      const page = await demo.app.inject({ url: '/' })
      expect(page.headers['cache-control']).toBe('no-cache')
      expect(page.body).toContain(
        `<link rel="preload" as="image" href="${first.image}" fetchpriority="high">`,
      )
      expect(page.body).toContain('<link rel="modulepreload" href="/assets/home-Zz9.js">')
      expect(page.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/home-Yy8.css">')
      expect(page.body.indexOf('rel="preload" as="image"')).toBeLessThan(page.body.indexOf('<title>'))
      expect(page.body).not.toContain('class="splash"')
      expect(page.body).toContain(`<img class="pre-banner" src="${first.image}" alt="${first.title}"`)
      expect(page.body).toContain('<div class="pre-header">BW222</div>')
      // The banner does not share the link with the entry's own chunks: the app's script asks for them.
      expect(page.body).not.toContain(vendor)
      // Only the home page gets them (the others keep the entry's preloads).
      const other = await demo.app.inject({ url: '/login' })
      expect(other.body).toBe(index)
    } finally {
      await demo.close()
      rmSync(built, { recursive: true, force: true })
    }
  })

  it("has every other first page fetch the route table's loaders with the app's scripts", async () => {
    const built = mkdtempSync(join(tmpdir(), 'bw222-dist-'))
    mkdirSync(join(built, '.vite'), { recursive: true })
    writeFileSync(join(built, 'index.html'), INDEX)
    const manifest = { 'src/app/loaders.ts': { file: 'assets/loaders-Xx1.js' } }
    writeFileSync(join(built, '.vite', 'manifest.json'), JSON.stringify(manifest))
    const site = await setupApp({ config: { staticDir: built }, seed: 'minimal' })
    try {
      const hint = '<link rel="modulepreload" crossorigin href="/assets/loaders-Xx1.js">'
      for (const url of ['/lotto/bills', '/member/deposit?x=1', '/liff/profile', '/no/such/page']) {
        const page = await site.app.inject({ url })
        expect(page.statusCode, url).toBe(200)
        expect(page.headers['cache-control'], url).toBe('no-cache')
        expect(page.headers['content-type'], url).toContain('text/html')
        expect(page.body, url).toBe(INDEX.replace('</head>', `${hint}</head>`))
      }
      // `/` loads them once idle: its first screen does not carry them.
      expect((await site.app.inject({ url: '/' })).body).not.toContain('loaders-')
    } finally {
      await site.close()
      rmSync(built, { recursive: true, force: true })
    }
  })

  it("has a first lobby page fetch its banner and the lobby's chunks with the app's scripts", async () => {
    const built = mkdtempSync(join(tmpdir(), 'bw222-dist-'))
    mkdirSync(join(built, '.vite'), { recursive: true })
    writeFileSync(join(built, 'index.html'), INDEX.replace('<head>', '<head><meta charset="UTF-8" />'))
    const manifest = {
      'index.html': { file: 'assets/index-Aa0.js' },
      'src/app/loaders.ts': { file: 'assets/loaders-Xx1.js' },
      'src/app/layouts/lobby-layout.tsx': {
        file: 'assets/lobby-layout-Ll1.js',
        imports: ['index.html', 'src/app/shell/overlays.tsx'],
      },
      'src/app/shell/overlays.tsx': { file: 'assets/overlays-Oo1.js', imports: ['index.html'] },
      'src/app/routes/lobby.tsx': {
        file: 'assets/lobby-Pp1.js',
        imports: ['_shared-Ss1.js', 'index.html'],
        css: ['assets/lobby-Cc1.css'],
      },
      '_shared-Ss1.js': { file: 'assets/shared-Ss1.js' },
    }
    writeFileSync(join(built, '.vite', 'manifest.json'), JSON.stringify(manifest))
    const site = await setupApp({ config: { staticDir: built } })
    try {
      const config = await site.app.inject({ url: '/api/lobby/configs?lobby_key=slot' })
      const banner: string = config.json().data.banners[0].image
      const page = await site.app.inject({ url: '/lobby/slot' })
      expect(page.statusCode).toBe(200)
      // The banner first in <head>; the chunks after index.html's own (its entry's script and preloads).
      const [first, rest] = page.body.split('<title>')
      expect(first).toContain(`<link rel="preload" as="image" href="${banner}" fetchpriority="high">`)
      const head = rest.slice(0, rest.indexOf('</head>'))
      for (const file of ['lobby-layout-Ll1', 'overlays-Oo1', 'lobby-Pp1', 'shared-Ss1', 'loaders-Xx1'])
        expect(head).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}.js">`)
      expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/lobby-Cc1.css">')
      // Not the entry (its own script tag), and the lobby of every category too.
      expect(page.body).not.toContain('index-Aa0')
      expect((await site.app.inject({ url: '/lobby' })).body).toContain('lobby-Pp1.js')
      // A lobby name that is a 404 (the lobby page says so): its chunks, no banner.
      const unknown = (await site.app.inject({ url: '/lobby/nope' })).body
      expect(unknown).toContain('lobby-Pp1.js')
      expect(unknown).not.toContain('as="image"')
      // Other pages get the loaders and their own chunks.
      for (const url of ['/lotto/lobby', '/lobbyx']) {
        const other = await site.app.inject({ url })
        expect(other.body, url).toContain('loaders-Xx1.js')
        expect(other.body, url).not.toContain('lobby-Pp1')
        expect(other.body, url).not.toContain('as="image"')
      }
    } finally {
      await site.close()
      rmSync(built, { recursive: true, force: true })
    }
  })

  it("has any first page fetch the chunks its first render needs with the app's scripts", async () => {
    const built = mkdtempSync(join(tmpdir(), 'bw222-dist-'))
    mkdirSync(join(built, '.vite'), { recursive: true })
    writeFileSync(join(built, 'index.html'), INDEX.replace('<head>', '<head><meta charset="UTF-8" />'))
    const chunk = (name: string, imports: string[] = [], css?: string[]) => ({
      file: `assets/${name}.js`,
      imports: ['index.html', '_vendor-Vv1.js', ...imports],
      ...(css ? { css } : {}),
    })
    const manifest = {
      'index.html': {
        file: 'assets/index-Aa0.js',
        imports: ['_vendor-Vv1.js'],
        assets: [
          'assets/kanit-thai-400-Ff1.woff2',
          'assets/kanit-latin-400-Ff2.woff2',
          'assets/kanit-latin-600-Ff3.woff2',
          'assets/logo-Ll2.svg',
        ],
      },
      '_vendor-Vv1.js': { file: 'assets/vendor-Vv1.js' },
      '_ky-Kk1.js': { file: 'assets/ky-Kk1.js', name: 'ky' },
      'src/app/loaders.ts': chunk('loaders-Xx1'),
      '_lotto-tabs-Tt1.js': chunk('lotto-tabs-Tt1', [], ['assets/lotto-tabs-Tt1.css']),
      'src/app/routes/lotto-results.tsx': chunk(
        'lotto-results-Rr1',
        ['_lotto-tabs-Tt1.js'],
        ['assets/lotto-results-Rr1.css'],
      ),
      'src/app/routes/statement.tsx': chunk('statement-Ss1'),
      'src/app/routes/deposit.tsx': chunk('deposit-Dd1'),
      'src/app/routes/profile.tsx': chunk('profile-Pp1'),
      'src/app/layouts/payment-layout.tsx': chunk('payment-layout-Pl1'),
      'src/app/layouts/liff-layout.tsx': chunk('liff-layout-Ll1'),
      'src/app/chakra/chakra-scope.tsx': chunk('chakra-scope-Cc1'),
      'src/app/routes/home.tsx': chunk('home-Hh1'),
    }
    writeFileSync(join(built, '.vite', 'manifest.json'), JSON.stringify(manifest))
    const site = await setupApp({ config: { staticDir: built } })
    const hinted = async (url: string) => {
      const body = (await site.app.inject({ url })).body
      // After index.html's own tags (the entry's script and preloads come first).
      const head = body.slice(body.indexOf('</title>'), body.indexOf('</head>'))
      return [...head.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="\/assets\/([^"]+)"/g)]
        .map((m) => m[1])
        .filter((file) => !/^(loaders|ky|kanit)-/.test(file))
        .sort()
    }
    try {
      // A plain page in the default layout: the page and what it imports, with their CSS; never the
      // entry's own files (its script tag loads them).
      expect(await hinted('/lotto/results')).toEqual([
        'lotto-results-Rr1.css',
        'lotto-results-Rr1.js',
        'lotto-tabs-Tt1.css',
        'lotto-tabs-Tt1.js',
      ])
      expect(await hinted('/member/statement')).toEqual(['statement-Ss1.js'])
      // A plain page in its own layout; a Chakra page (Chakra's chunk too).
      expect(await hinted('/member/deposit')).toEqual(['deposit-Dd1.js', 'payment-layout-Pl1.js'])
      expect(await hinted('/member/profile')).toEqual(['chakra-scope-Cc1.js', 'profile-Pp1.js'])
      // Inside LINE: the page of the LIFF name, in the LIFF layout (which uses Chakra).
      expect(await hinted('/liff/deposit')).toEqual([
        'chakra-scope-Cc1.js',
        'deposit-Dd1.js',
        'liff-layout-Ll1.js',
      ])
      // Each of them gets the API client's HTTP code for its first data.
      const body = (await site.app.inject({ url: '/lotto/results' })).body
      expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/ky-Kk1.js">')
      // And index.html's fonts, after the chunks (in CORS mode, as fonts are fetched): laid out in
      // Kanit from its first render, not once in the system's font and again when Kanit arrives.
      // Not Latin 600: the splash's own, which index.html's first layout asks for anyway.
      const fonts = [
        ...body.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g),
      ]
      expect(fonts.map((m) => m[1])).toEqual([
        '/assets/kanit-thai-400-Ff1.woff2',
        '/assets/kanit-latin-400-Ff2.woff2',
      ])
      expect(body.indexOf('as="font"')).toBeGreaterThan(body.lastIndexOf('rel="modulepreload"'))
      // `/` hints its own chunk (above); a path no row has, nothing.
      expect(await hinted('/no-such-page')).toEqual([])
      const home = (await site.app.inject({ url: '/' })).body
      expect(home).not.toContain('ky-Kk1')
      expect(home).not.toContain('as="font"')
    } finally {
      await site.close()
      rmSync(built, { recursive: true, force: true })
    }
  })

  it('keeps the splash when the agent has no banner', async () => {
    const response = await ctx.app.inject({ url: '/' })
    // `/` carries its first data instead of preloading it (tests/server/boot-data.test.ts).
    expect(withoutBootData(response.body)).toBe(INDEX)
  })

  it("starts a first page's own public data with the HTML, with the URL the site asks for", async () => {
    const site = await setupApp({ config: { staticDir: dist } })
    try {
      const pages: [string, string[]][] = [
        // `/` carries its first data in the HTML (tests/server/boot-data.test.ts): no preload.
        ['/', []],
        ['/?ref=abc', []],
        ['/lotto/lobby', ['/api/lotto/lobby?agent_id=3']],
        ['/lotto/results', ['/api/lotto/results?page_size=30&agent_id=3']],
        ['/lotto/123', ['/api/lotto/round?round_id=123&agent_id=3']],
        [
          '/lobby/slot',
          ['/api/lobby/configs?lobby_key=slot', '/api/game/list?category=slot&limit=60&offset=0'],
        ],
        ['/lobby', ['/api/lobby/configs?lobby_key=all', '/api/game/list?limit=60&offset=0']],
        // Filters in the query string: the page asks for other data (a lobby's config stays the same).
        ['/lobby/slot?provider=pg', ['/api/lobby/configs?lobby_key=slot']],
        ['/lotto/results?category=2', []],
        ['/lotto/0123', []],
        ['/lotto/bills', []],
        ['/member/deposit', []],
        ['/member/statement', []],
      ]
      for (const [url, data] of pages) {
        const body = (await site.app.inject({ url })).body
        const head = body.slice(0, body.indexOf('</head>'))
        const found = [
          ...head.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous">/g),
        ]
        expect(
          found.map((m) => m[1].replace(/&amp;/g, '&')),
          url,
        ).toEqual(data)
      }
      // Each answers as the app reads it (the preload is that very GET).
      for (const [, data] of pages)
        for (const href of data) {
          const reply = await site.app.inject({ url: href })
          expect(reply.statusCode, href).toBe(200)
          expect(reply.json().error, href).toBe(0)
        }
    } finally {
      await site.close()
    }
  })
})
