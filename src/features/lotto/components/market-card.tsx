import { Link } from 'wouter'
import { buttonClass } from '../../../components/ui/plain'
import { lottoResultPath, lottoRoundPath, yeekeeRoundPath } from '../../../config/paths'
import type { LottoRound } from '../../../contract/lotto'
import { takesBills, useClock } from '../countdown'
import { marketFlag } from '../flags'
import { LOTTO_TEXT, YEEKEE_TEXT } from '../texts'
import css from './market-card.module.css'
import { RoundCloseTimes } from './round-countdown'

/** A lottery's flag or emblem, 60×40 (fixed size: no layout shift), loaded lazily. */
export function MarketFlag({ round, size = 40 }: { round: LottoRound; size?: number }) {
  return (
    <img
      src={marketFlag(round.market, round.category_code)}
      alt=""
      width={(size * 3) / 2}
      height={size}
      loading="lazy"
      decoding="async"
      className={css.flag}
    />
  )
}

/**
 * One lottery of the lobby's grid: flag, category, the round's title, its close time and the live
 * countdown on the server's clock; "แทงเลย" opens its slip while it takes bills. A closed round
 * says so; a resulted one links to its result. Yeekee's card also opens its board. The card
 * re-renders when its round closes; only the countdown text does every second.
 */
export function MarketCard({ round, clockOffset }: { round: LottoRound; clockOffset: number }) {
  const open = useClock((now) => takesBills(round, now + clockOffset))
  return (
    <li
      className={open ? `${css.card} ${css.open}` : css.card}
      aria-label={round.title}
      data-testid={`market-${round.market}`}
    >
      <div className={css.row}>
        <MarketFlag round={round} />
        <p className={css.category}>{round.category_name}</p>
      </div>
      <div className={css.body}>
        <p className={css.title}>{round.title}</p>
        <RoundCloseTimes round={round} clockOffset={clockOffset} />
      </div>
      <div className={css.row}>
        {open ? (
          <Link href={`~${lottoRoundPath(round.id)}`} className={buttonClass('solid', 'sm')}>
            {LOTTO_TEXT.play}
          </Link>
        ) : round.status === 'resulted' ? (
          <Link href={`~${lottoResultPath(round.id)}`} className={buttonClass('outline', 'sm')}>
            {LOTTO_TEXT.seeResult}
          </Link>
        ) : null}
        {round.category_code === 'yeekee' ? (
          <Link href={`~${yeekeeRoundPath(round.id)}`} className={buttonClass('outline', 'sm')}>
            {YEEKEE_TEXT.open}
          </Link>
        ) : null}
      </div>
    </li>
  )
}
