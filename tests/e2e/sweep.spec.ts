import { type Page, type Request, test } from '@playwright/test'
import axe from 'axe-core'
import { SHELL_TEXT } from '../../src/app/shell/texts'
import {
  allLobbiesPath,
  type LobbyName,
  liffPath,
  lobbyPath,
  lottoCategoryPath,
  lottoResultPath,
  lottoRoundPath,
  PATHS,
  type PATTERNS,
  pollPath,
  yeekeeRoundPath,
} from '../../src/config/paths'
import { AUTH_TEXT } from '../../src/features/auth/texts'
import { DEMO_URL, loginViaApi, registerMember, skipAnnouncements } from './helpers'

/**
 * The sweep (issue 22): every route row of the site, on a 360 px and a 430 px phone, as a visitor and
 * as a member: no page wider than the screen, axe-core finds no serious or critical violation, no tap
 * target under the minimum (`tapTargetProblems`), no console error. The pages come from
 * `src/config/paths.ts`, where the route table reads every path (`tests/unit/shell/route-table.test.tsx`
 * checks that each row's path is one of them and each of them a row); a pattern gets its examples from
 * `EXAMPLES`, typed by the patterns, so a new pattern without one does not compile. One page per
 * viewport and role visits every path in turn; the four run in parallel.
 *
 * Kept quick, as it runs in `npm test`: the page is loaded once and moves from path to path as the
 * site's own links do (history.pushState, which the router follows), so scripts, styles and axe are
 * loaded once per page, not once per path; a LIFF path (its own layout, which starts LIFF as the
 * page loads) is loaded in full, and the LIFF paths come last. A visitor on any member page sees the same
 * no-auth page with the login dialog: checked in full once, then only recognised. axe-core runs
 * in the page itself (injected once per document, violations only), which is what
 * `@axe-core/playwright` does at several times the cost (it injects axe again and opens a
 * blank page for every check).
 */

test.describe.configure({ mode: 'parallel' })

/** axe's WCAG 2.2 A and AA rules (its best-practice rules are not part of the bar, and cost time). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const LOBBIES: LobbyName[] = ['casino', 'slot', 'sport', 'fishing', 'freespin']

/** Ids of real rows of the demo data the parameterised paths need. */
interface Ids {
  openRound: number
  resultRound: number
  yeekeeRound: number
}

const EXAMPLES: { [K in keyof typeof PATTERNS]: (ids: Ids) => string[] } = {
  lottoRound: (ids) => [lottoRoundPath(ids.openRound)],
  lottoCategory: () => [lottoCategoryPath('gov')],
  lottoResult: (ids) => [lottoResultPath(ids.resultRound)],
  yeekeeRound: (ids) => [yeekeeRoundPath(ids.yeekeeRound)],
  lobby: () => [allLobbiesPath, ...LOBBIES.map(lobbyPath)],
  // The LIFF layout around one of its pages, and an unknown name (the 404 at once).
  liff: () => [liffPath('profile'), liffPath('no-such-page')],
  poll: () => [pollPath(1)],
}

async function demoIds(page: Page): Promise<Ids> {
  const get = async <T>(path: string): Promise<T> => {
    const body = await (await page.request.get(`${DEMO_URL}/api/${path}`)).json()
    if (body.error !== 0) throw new Error(`${path}: ${body.message}`)
    return body as T
  }
  type Round = { id: number; status: string; market: string }
  const lobby = await get<{ rounds: Round[]; result: { round_id: number }[] }>('lotto/lobby?agent_id=3')
  const rounds = await get<{ data: Round[] }>('lotto/rounds?agent_id=3')
  const open = lobby.rounds.find((r) => r.market !== 'yeekee') ?? lobby.rounds[0]
  const yeekee = rounds.data.find((r) => r.market === 'yeekee')
  const result = lobby.result[0]
  if (!open || !yeekee || !result) throw new Error('the demo data has no open round, Yeekee round or result')
  return { openRound: open.id, resultRound: result.round_id, yeekeeRound: yeekee.id }
}

const isLiff = (path: string) => path === PATHS.liffHome || path.startsWith(`${PATHS.liffHome}/`)

/** Every path to check, the LIFF ones last (each is loaded in full, see `open`). */
const sweepPaths = (ids: Ids): string[] => {
  const all = [...Object.values(PATHS), ...Object.values(EXAMPLES).flatMap((examples) => examples(ids))]
  return [...all.filter((p) => !isLiff(p)), ...all.filter(isLiff)]
}

/** Requests in flight, the live stream left out (it stays open as long as a member is logged in). */
function trackRequests(page: Page): Set<Request> {
  const inflight = new Set<Request>()
  const quiet = (r: Request) => r.url().includes('/api/live') || r.resourceType() === 'eventsource'
  page.on('request', (r) => {
    if (!quiet(r)) inflight.add(r)
  })
  page.on('requestfinished', (r) => inflight.delete(r))
  page.on('requestfailed', (r) => inflight.delete(r))
  return inflight
}

/** The page has settled: nothing downloading, nothing marked busy, twice in a row a frame apart. */
async function settled(page: Page, inflight: Set<Request>) {
  const idle = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve(
                !document.querySelector('[aria-busy="true"]') &&
                  document.readyState === 'complete' &&
                  // No finite animation or transition running (a dialog fading in is checked once in).
                  document
                    .getAnimations()
                    .every(
                      (a) =>
                        a.playState !== 'running' ||
                        a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
                    ),
              ),
            ),
          ),
        ),
    )
  let streak = 0
  await test.expect
    .poll(
      async () => {
        streak = inflight.size === 0 && (await idle()) && inflight.size === 0 ? streak + 1 : 0
        return streak
      },
      { timeout: 20_000, intervals: [20, 50, 100] },
    )
    .toBeGreaterThanOrEqual(2)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

/** What sticks out past the right edge of the screen (to name it in a failure). */
async function overflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth <= width) return null
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= width + 1)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)}`)
    return `${document.documentElement.scrollWidth} px wide on a ${width} px screen: ${wide.join(', ')}`
  })
}

/**
 * Tap targets smaller than 44×44 px (WCAG 2.2 2.5.5). A control's size is its box joined with its
 * labels' (tapping a label works the control). The exceptions of 2.5.5 that can be told from the page,
 * an inline target in a sentence or block of text, must still meet 2.5.8: 24×24 px, or no other target
 * within a 24 px circle on its centre (and no two undersized circles meet).
 */
async function tapTargetProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="menuitem"]',
      '[role="option"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',')
    type Target = { el: HTMLElement; rect: DOMRect; inline: boolean }
    const union = (rects: DOMRect[]) => {
      const left = Math.min(...rects.map((r) => r.left))
      const top = Math.min(...rects.map((r) => r.top))
      const right = Math.max(...rects.map((r) => r.right))
      const bottom = Math.max(...rects.map((r) => r.bottom))
      return new DOMRect(left, top, right - left, bottom - top)
    }
    const visible = (r: DOMRect) => r.width > 1 && r.height > 1
    const targets: Target[] = []
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.closest('[aria-hidden="true"], [inert]')) continue
      if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') continue
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden' || style.pointerEvents === 'none') continue
      // A control inside a label is tapped through its label: one target.
      if (el.parentElement?.closest('label') && el.matches('input')) {
        const label = el.parentElement.closest('label') as HTMLElement
        if (targets.some((t) => t.el === label)) continue
      }
      const labels =
        el instanceof HTMLInputElement || el instanceof HTMLSelectElement ? [...(el.labels ?? [])] : []
      const rects = [el.getBoundingClientRect(), ...labels.map((l) => l.getBoundingClientRect())].filter(
        visible,
      )
      if (rects.length === 0) continue
      // Inline in text: laid out in a line (inline-level) beside words of its parent's own text.
      const words = [...(el.parentElement?.childNodes ?? [])].some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      )
      const inline = style.display.startsWith('inline') && words
      targets.push({ el, rect: union(rects), inline })
    }
    const big = (r: DOMRect, min: number) => r.width >= min - 0.5 && r.height >= min - 0.5
    const centre = (r: DOMRect) => [r.left + r.width / 2, r.top + r.height / 2] as const
    const distance = (r: DOMRect, x: number, y: number) =>
      Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom))
    const spaced = (t: Target) => {
      const [x, y] = centre(t.rect)
      return targets.every((o) => {
        if (o === t || o.el.contains(t.el) || t.el.contains(o.el)) return true
        if (distance(o.rect, x, y) < 12) return false
        if (big(o.rect, 24)) return true
        const [ox, oy] = centre(o.rect)
        return Math.hypot(ox - x, oy - y) >= 24
      })
    }
    const name = (el: HTMLElement) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`
    return targets
      .filter((t) => !big(t.rect, 44) && !(t.inline && (big(t.rect, 24) || spaced(t))))
      .map((t) => `${name(t.el)} ${Math.round(t.rect.width)}×${Math.round(t.rect.height)}`)
  })
}

/**
 * axe's serious and critical violations on the page as it is now, as "rule (impact) at element | ...".
 * axe-core is injected once per document (a full load starts a new one).
 */
async function axeProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  return page.evaluate(async (tags) => {
    const run = (window as unknown as { axe: typeof axe }).axe.run
    const result = await run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      iframes: false,
    })
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => {
        const where = v.nodes.slice(0, 3).map((n) => n.target.join(' '))
        return `axe ${v.id} (${v.impact}) at ${where.join(' | ')}`
      })
  }, WCAG_TAGS)
}

/**
 * Opens `path`: a full load for the first path, a LIFF path and the one after it; otherwise the way
 * the site's links move (history.pushState, which the router listens to).
 */
async function open(page: Page, path: string, full: boolean) {
  if (full) {
    await page.goto(path)
    return
  }
  await page.evaluate((to) => history.pushState(null, '', to), path)
}

for (const width of [360, 430]) {
  for (const role of ['visitor', 'member'] as const) {
    test.describe(`sweep ${width} px ${role}`, () => {
      test.use({ viewport: { width, height: 780 } })

      test('every page fits, passes axe, has big enough targets and logs no error', async ({ page }) => {
        test.setTimeout(300_000)
        const problems: string[] = []
        let current = ''
        page.on('console', (msg) => {
          if (msg.type() === 'error') problems.push(`${current}: console error: ${msg.text()}`)
        })
        page.on('pageerror', (err) => problems.push(`${current}: page error: ${err.message}`))
        const ids = await demoIds(page)
        if (role === 'member') {
          const member = await registerMember(page.request)
          await loginViaApi(page, member.phone, member.password)
        } else {
          await skipAnnouncements(page)
        }
        const inflight = trackRequests(page)
        const seen = new Set<string>()
        const memberOnly = page.getByRole('heading', { level: 1, name: SHELL_TEXT.memberOnlyTitle })
        let noAuthChecked = false
        let full = true
        for (const path of sweepPaths(ids)) {
          current = path
          await open(page, path, full || isLiff(path))
          // After a LIFF page, the next one is loaded in full, out of the LIFF layout.
          full = isLiff(path)
          try {
            await settled(page, inflight)
            // A visitor on a member page: the login dialog opens over it (its chunk may still be
            // on the way when the page itself has settled).
            if (await memberOnly.isVisible()) {
              if (noAuthChecked) continue
              noAuthChecked = true
              await test.expect(page.getByRole('dialog', { name: AUTH_TEXT.login })).toBeVisible()
              await settled(page, inflight)
            }
          } catch {
            // Named, and the sweep goes on: a page that never settles is a finding like the others.
            const busy = await page.locator('[aria-busy="true"]').count()
            const waiting = [...inflight].map((r) => new URL(r.url()).pathname).slice(0, 3)
            problems.push(
              `${path}: never settled (${busy} busy, waiting for ${waiting.join(', ') || 'nothing'})`,
            )
            full = true
            continue
          }
          // A guard sends a visitor from a member page (and a member from a visitor page) to one
          // that was checked already: nothing new to check.
          const landed = new URL(page.url()).pathname
          if (landed !== path && seen.has(landed)) continue
          seen.add(landed)
          const wide = await overflow(page)
          if (wide) problems.push(`${path}: ${wide}`)
          for (const found of await axeProblems(page)) problems.push(`${path}: ${found}`)
          for (const small of await tapTargetProblems(page)) problems.push(`${path}: tap target ${small}`)
        }
        test.expect(problems).toEqual([])
      })
    })
  }
}
