import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { lottoResultPath, lottoRoundPath, PATHS } from '../../../config/paths'
import type { LottoResult, LottoRound } from '../../../contract/lotto'
import { lobbyQueryAtom } from '../atoms'
import { formatCountdown, msUntil, takesBills, useNow } from '../countdown'
import { LOTTO_TEXT } from '../texts'
import css from './home-lotto.module.css'

/** The home's own words (the others are the lobby's). */
export const HOME_LOTTO_TEXT = {
  closingSoon: 'หวยใกล้ปิดรับ',
  latestResults: 'ผลหวยล่าสุด',
  allLotteries: 'ดูหวยทั้งหมด',
  top3: '3 ตัวบน',
  bottom2: '2 ตัวล่าง',
} as const

/** How many rounds the home lists: the next to close of each category, soonest first. */
const SHOWN = 5
/** How many latest results the home lists (the newest first; all of them on the results page). */
const RESULTS_SHOWN = 6

/** The next round to close of each category that still takes bills, soonest first. */
export function closingSoon(rounds: readonly LottoRound[], now: number): LottoRound[] {
  const next = new Map<string, LottoRound>()
  for (const round of rounds) {
    if (!takesBills(round, now)) continue
    const seen = next.get(round.category_code)
    if (!seen || Date.parse(round.close_at) < Date.parse(seen.close_at)) next.set(round.category_code, round)
  }
  return [...next.values()].sort((a, b) => Date.parse(a.close_at) - Date.parse(b.close_at)).slice(0, SHOWN)
}

/**
 * The home page's lottery: the rounds closing soon (one per category) with live countdowns on the
 * server's clock and "แทงเลย" to the slip, then the latest result of each other category. Plain CSS, loaded
 * lazily below the fold; nothing until the lobby answered (a failure is the lotto page's to show).
 */
export default function HomeLotto() {
  const { data } = useAtomValue(lobbyQueryAtom)
  const now = useNow() + (data?.clockOffset ?? 0)
  if (!data) return null
  const rounds = closingSoon(data.rounds, now)
  return (
    <>
      {rounds.length > 0 ? (
        <section className={css.card} aria-labelledby="home-closing">
          <div className={css.head}>
            <h2 id="home-closing">{HOME_LOTTO_TEXT.closingSoon}</h2>
            <Link href={`~${PATHS.lottoLobby}`} className={css.more}>
              {HOME_LOTTO_TEXT.allLotteries}
            </Link>
          </div>
          <ul className={css.list}>
            {rounds.map((round) => (
              <li key={round.id} className={css.row} aria-label={round.title}>
                <div className={css.what}>
                  <span className={css.name}>{round.title}</span>
                  <span className={css.countdown}>
                    {LOTTO_TEXT.closesIn}{' '}
                    <b data-testid={`home-round-${round.id}-countdown`}>
                      {formatCountdown(msUntil(round.close_at, now))}
                    </b>
                  </span>
                </div>
                <Link href={`~${lottoRoundPath(round.id)}`} className={css.play}>
                  {LOTTO_TEXT.play}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* The government draw has its own card above (latest-gov-result.tsx). */}
      <LatestResults
        results={data.results
          .filter((r) => r.category_code !== 'gov')
          .sort((a, b) => Date.parse(b.draw_at) - Date.parse(a.draw_at))
          .slice(0, RESULTS_SHOWN)}
      />
    </>
  )
}

function LatestResults({ results }: { results: readonly LottoResult[] }) {
  if (results.length === 0) return null
  return (
    <section className={css.card} aria-labelledby="home-results">
      <div className={css.head}>
        <h2 id="home-results">{HOME_LOTTO_TEXT.latestResults}</h2>
        <Link href={`~${PATHS.lottoResults}`} className={css.more}>
          {LOTTO_TEXT.allResults}
        </Link>
      </div>
      <ul className={css.list}>
        {results.map((result) => (
          <li key={result.round_id}>
            <Link href={`~${lottoResultPath(result.round_id)}`} className={css.result}>
              <span className={css.name}>{result.title}</span>
              <span className={css.numbers}>
                <span>
                  <small>{HOME_LOTTO_TEXT.top3}</small> {result.numbers.top3}
                </span>
                <span>
                  <small>{HOME_LOTTO_TEXT.bottom2}</small> {result.numbers.bottom2}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
