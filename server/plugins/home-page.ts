import { readManifest } from './first-page'

export interface HomeBanner {
  image: string
  title: string
}

/** What `/` shows before the app runs: the agent's name and first banner (from agent content). */
export interface HomeContent {
  brand: string | null
  banner: HomeBanner | null
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const CHARSET = /<meta charset="[^"]*"\s*\/?>/i
/** The preloads Vite writes for the entry's own chunks (index.html: `<link rel="modulepreload" crossorigin href="/assets/...">`). */
const ENTRY_PRELOAD = /<link rel="modulepreload" crossorigin href="\/assets\/[^"]+">/g
/** The splash of index.html (#root's content until the app renders). */
const SPLASH = /<div class="splash"[^>]*>.*?<\/div>/

/**
 * `index.html` as `/` serves it, with what only the server knows:
 * - resource hints: the first home banner (the page's largest paint, an image the agent sets) and
 *   the home page's own chunk, fetched while the app script loads instead of after it renders;
 * - in place of the splash, the first paint of the home page (header bar and first banner, laid
 *   out like the app's), so a phone on a slow link shows the banner at once; React replaces it
 *   with the live page when it renders (styles `.pre-*` in index.html);
 * - the page's first data (`bootData`, plugins/boot-data.ts: the answers of the calls the first
 *   screen makes), so it asks the API nothing before it is idle.
 */
export function homeHtml(
  root: string,
  content: () => Promise<HomeContent>,
  bootData: () => Promise<string> = async () => '',
): (html: string) => Promise<string> {
  const home = readManifest(root)['src/app/routes/home.tsx']
  const chunkHints = home
    ? [
        `<link rel="modulepreload" href="/${escapeHtml(home.file)}">`,
        ...(home.css ?? []).map(
          // crossorigin as the app's stylesheet link (plugins/first-page.ts).
          (css) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(css)}">`,
        ),
      ]
    : []
  return async (html) => {
    const [{ brand, banner }, data] = await Promise.all([
      content().catch((): HomeContent => ({ brand: null, banner: null })),
      bootData().catch(() => ''),
    ])
    const image = banner?.image.startsWith('/') ? escapeHtml(banner.image) : null
    const hints = [
      ...(image ? [`<link rel="preload" as="image" href="${image}" fetchpriority="high">`] : []),
      ...chunkHints,
    ].join('')
    // First in <head> (after the charset): the banner and the home chunk queue ahead of the app's chunks.
    let page = CHARSET.test(html)
      ? html.replace(CHARSET, (meta) => `${meta}${hints}`)
      : html.replace('</head>', `${hints}</head>`)
    if (image && banner) {
      // The banner is the page's largest paint and needs no script: the entry's own preloads
      // (vendor, core) would share the link with it; the app's script asks for them a moment later.
      page = page.replace(ENTRY_PRELOAD, '')
      const shell =
        `<div class="pre" role="status" aria-label="กำลังโหลด">` +
        `<div class="pre-header">${escapeHtml(brand ?? '')}</div>` +
        `<div class="pre-main"><img class="pre-banner" src="${image}" alt="${escapeHtml(banner.title)}" ` +
        `width="1200" height="500" fetchpriority="high"></div></div>`
      page = page.replace(SPLASH, shell)
    }
    // Before the app's module script runs (modules run once the document is parsed).
    return data ? page.replace('</body>', `${data}</body>`) : page
  }
}
