import { useAtomValue, useSetAtom } from 'jotai'
import { useMemo } from 'react'
import { Link } from 'wouter'
import { buttonClass } from '../../../components/ui/plain'
import { lottoCategoryPath, PATHS } from '../../../config/paths'
import type { LottoResult, LottoRound } from '../../../contract/lotto'
import { CATEGORY_CODES, LOTTO_CATEGORIES } from '../../../contract/lotto-rules'
import { errorMessage } from '../../../lib/api-errors'
import { lobbyQueryAtom } from '../atoms'
import { takesBills, useClock } from '../countdown'
import { LOTTO_TEXT, YEEKEE_TEXT } from '../texts'
import { DrawnNumbers } from './drawn-numbers'
import { LoadFailed } from './load-failed'
import css from './lobby-list.module.css'
import { MarketCard } from './market-card'

const NO_ROUNDS: readonly LottoRound[] = []

/** Rounds by close time: ISO timestamps of one form sort as text (no locale collation, no ICU). */
const byCloseTime = (a: LottoRound, b: LottoRound) =>
  a.close_at < b.close_at ? -1 : a.close_at > b.close_at ? 1 : 0

/**
 * /lotto/lobby: Yeekee's open round at the top (its slip, its board, every round), then every
 * lottery as a grid of cards (flag, round, close time, live countdown on the server's clock,
 * "แทงเลย"), in the order of `LOTTO_CATEGORIES`; last, each category's latest result with "ดูทุกงวด"
 * (its rounds page). The list is regrouped when a round stops taking bills, not every second: only
 * the countdown texts tick.
 */
export function LobbyList() {
  const { data, error, loading } = useAtomValue(lobbyQueryAtom)
  const reload = useSetAtom(lobbyQueryAtom)
  const rounds = data?.rounds ?? NO_ROUNDS
  const clockOffset = data?.clockOffset ?? 0
  // Which rounds take bills now, as one string: a new value (a round closed) regroups the list.
  const openIds = useClock((now) =>
    rounds
      .filter((r) => takesBills(r, now + clockOffset))
      .map((r) => r.id)
      .join(','),
  )
  const { yeekee, markets } = useMemo(() => {
    const open = new Set(openIds ? openIds.split(',').map(Number) : [])
    const isOpen = (r: LottoRound) => open.has(r.id)
    return {
      yeekee: rounds
        .filter((r) => r.category_code === 'yeekee' && isOpen(r))
        .sort((a, b) => byCloseTime(a, b))[0],
      markets: nextRoundPerMarket(
        rounds.filter((r) => r.category_code !== 'yeekee'),
        isOpen,
      ),
    }
  }, [rounds, openIds])
  if (!data) {
    if (loading) return <p className={css.muted}>{LOTTO_TEXT.lobbyLoading}</p>
    return (
      <LoadFailed message={error ? errorMessage(error) : LOTTO_TEXT.lobbyFailed} onRetry={() => reload()} />
    )
  }
  return (
    <div className={css.lobby}>
      <YeekeeNow current={yeekee} clockOffset={clockOffset} />
      <section aria-label={LOTTO_TEXT.allLotteries}>
        <h2 className={css.heading}>{LOTTO_TEXT.allLotteries}</h2>
        {markets.length === 0 ? (
          <p className={css.small}>{LOTTO_TEXT.noRounds}</p>
        ) : (
          <ul className={css.grid}>
            {markets.map((round) => (
              <MarketCard key={round.id} round={round} clockOffset={clockOffset} />
            ))}
          </ul>
        )}
      </section>
      <LatestResults results={data.results} />
    </div>
  )
}

/**
 * One round per market: the open one closing first; a market with none open shows its latest
 * round (closed, resulted or void). Markets in category order, then by that round's close.
 */
export function nextRoundPerMarket(
  rounds: readonly LottoRound[],
  isOpen: (round: LottoRound) => boolean,
): LottoRound[] {
  const best = new Map<string, LottoRound>()
  for (const round of rounds) {
    const key = `${round.category_code}:${round.market}`
    const current = best.get(key)
    const open = isOpen(round)
    const currentOpen = current ? isOpen(current) : false
    if (
      !current ||
      (open && (!currentOpen || round.close_at < current.close_at)) ||
      (!open && !currentOpen && round.close_at > current.close_at)
    )
      best.set(key, round)
  }
  const order = (r: LottoRound) => CATEGORY_CODES.indexOf(r.category_code)
  return [...best.values()].sort((a, b) => order(a) - order(b) || byCloseTime(a, b))
}

/** Yeekee at the top: the round taking bills now (or none), its slip and board, every round. */
function YeekeeNow({ current, clockOffset }: { current: LottoRound | undefined; clockOffset: number }) {
  return (
    <section aria-label={YEEKEE_TEXT.title} className={css.yeekee}>
      <div className={css.head}>
        <h2>{YEEKEE_TEXT.title}</h2>
        <Link href={`~${PATHS.lottoYeekee}`} className={buttonClass('outline', 'sm')}>
          {YEEKEE_TEXT.allRounds}
        </Link>
      </div>
      {current ? (
        <ul className={css.list} aria-label={LOTTO_TEXT.yeekeeNow}>
          <MarketCard round={current} clockOffset={clockOffset} />
        </ul>
      ) : (
        <p className={css.small}>{YEEKEE_TEXT.noRounds}</p>
      )}
    </section>
  )
}

/** Each category's latest result, and its rounds page ("ดูทุกงวด"). */
function LatestResults({ results }: { results: readonly LottoResult[] }) {
  return (
    <section aria-label={LOTTO_TEXT.latestResults}>
      <h2 className={css.heading}>{LOTTO_TEXT.latestResults}</h2>
      <div className={css.results}>
        {CATEGORY_CODES.filter((code) => code !== 'yeekee').map((code) => {
          const latest = results.find((r) => r.category_code === code) ?? null
          const name = LOTTO_CATEGORIES[code].name
          return (
            <section key={code} aria-label={name} className={css.category}>
              <div className={css.head}>
                <h3>{name}</h3>
                <Link href={`~${lottoCategoryPath(code)}`} className={buttonClass('outline', 'xs')}>
                  {LOTTO_TEXT.categoryRounds}
                </Link>
              </div>
              {latest ? (
                <div className={css.latest} data-testid="lobby-latest">
                  <p className={css.small}>
                    {LOTTO_TEXT.latestResult} {latest.title}
                  </p>
                  <DrawnNumbers result={latest} />
                </div>
              ) : null}
            </section>
          )
        })}
      </div>
    </section>
  )
}
