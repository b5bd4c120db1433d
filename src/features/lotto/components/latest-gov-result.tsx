import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { PATHS } from '../../../config/paths'
import { LATEST_RESULT_TEXT, latestGovResultAtom } from '../latest-result'
import css from './latest-gov-result.module.css'

/**
 * The home page's latest government result (รางวัลที่ 1, 3 ตัวบน, 2 ตัวล่าง, เลขหน้า / ท้าย 3 ตัว), linking
 * to all results. Plain CSS (the first screen runs no Chakra) and loaded lazily by the home page;
 * shows nothing until there is a result (a failure is logged by the lotto api).
 */
export default function LatestGovResult() {
  const { data } = useAtomValue(latestGovResultAtom)
  if (!data) return null
  const { numbers, detail } = data
  const cells: [string, string][] = [
    ['รางวัลที่ 1', detail.first ?? ''],
    ['3 ตัวบน', numbers.top3],
    ['2 ตัวล่าง', numbers.bottom2],
    ['3 ตัวหน้า', numbers.front3.join(' ')],
    ['3 ตัวล่าง', numbers.back3.join(' ')],
  ]
  return (
    <Link href={`~${PATHS.lottoResults}?category=gov`} className={css.card} data-testid="home-gov-result">
      <h2>{LATEST_RESULT_TEXT.title}</h2>
      <p className={css.title}>{data.title}</p>
      <dl className={css.numbers}>
        {cells
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <p className={css.more}>{LATEST_RESULT_TEXT.more}</p>
    </Link>
  )
}
