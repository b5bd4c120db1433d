import { useAtomValue, useSetAtom } from 'jotai'
import { Link } from 'wouter'
import { buttonClass, ui } from '../../../components/ui/plain'
import { PATHS, yeekeeRoundPath } from '../../../config/paths'
import type { LottoResult, ResultDetail } from '../../../contract/lotto'
import { RESULT_FIELD_NAMES, RESULT_FIELDS, type ResultField } from '../../../contract/lotto-rules'
import { errorMessage } from '../../../lib/api-errors'
import { accessTokenAtom } from '../../../lib/session'
import { formatDate, formatDateTime } from '../../../lib/thai-date'
import { roundResultQuery } from '../atoms'
import { LOTTO_TEXT } from '../texts'
import { DrawnNumbers } from './drawn-numbers'
import { LoadFailed } from './load-failed'
import { RoundHeading } from './round-heading'
import css from './round-result.module.css'

const allResults = (result?: LottoResult) =>
  result ? `${PATHS.lottoResults}?category=${result.category_code}` : PATHS.lottoResults

/**
 * /lotto/result/{round_id}: one round's result (lotto/result): its numbers, every field of the
 * official result its category has, and the ways on: all results of the category, the member's bills
 * of this round, a Yeekee round's board (where its arithmetic is shown). Before the draw the server's
 * Thai message, with a retry. Plain CSS: the page runs no Chakra code.
 */
export function RoundResult({ roundId }: { roundId: number }) {
  const query = roundResultQuery(String(roundId))
  const { data, error } = useAtomValue(query)
  const reload = useSetAtom(query)
  const member = useAtomValue(accessTokenAtom) !== null
  if (!data) {
    if (!error) return <p className={ui.muted}>{LOTTO_TEXT.resultLoading}</p>
    return (
      <LoadFailed message={errorMessage(error)} onRetry={() => reload()}>
        <Link href={`~${allResults()}`} className={buttonClass('outline', 'sm')}>
          {LOTTO_TEXT.allResults}
        </Link>
      </LoadFailed>
    )
  }
  const fields = Object.keys(RESULT_FIELDS[data.category_code]) as ResultField[]
  return (
    <div className={css.result}>
      <div className={css.heading}>
        <RoundHeading
          title={data.title}
          times={[
            LOTTO_TEXT.drawDate(formatDate(`${data.draw_date}T00:00:00+07:00`)),
            LOTTO_TEXT.drawAt(formatDateTime(data.draw_at)),
            ...(data.demo ? [LOTTO_TEXT.demo] : []),
          ]}
        />
      </div>
      <div className={css.numbers}>
        <DrawnNumbers result={data} />
      </div>
      {fields.length > 0 ? <OfficialResult fields={fields} detail={data.detail} /> : null}
      <div className={css.actions}>
        <Link href={`~${allResults(data)}`} className={buttonClass('outline', 'sm')}>
          {LOTTO_TEXT.allResults}
        </Link>
        {member ? (
          <Link href={`~${PATHS.lottoBills}?round=${data.round_id}`} className={buttonClass('outline', 'sm')}>
            {LOTTO_TEXT.roundBills}
          </Link>
        ) : null}
        {data.category_code === 'yeekee' ? (
          <Link href={`~${yeekeeRoundPath(data.round_id)}`} className={buttonClass('outline', 'sm')}>
            {LOTTO_TEXT.yeekeeAudit}
          </Link>
        ) : null}
      </div>
    </div>
  )
}

/** The official result as entered, field by field (lotto-rules' RESULT_FIELDS of the category). */
function OfficialResult({ fields, detail }: { fields: ResultField[]; detail: ResultDetail }) {
  const value = (field: ResultField) => {
    const v = detail[field]
    return Array.isArray(v) ? v.join(' ') : (v ?? '-')
  }
  return (
    <table className={css.official}>
      <caption>{LOTTO_TEXT.officialResult}</caption>
      <tbody>
        {fields.map((field) => (
          <tr key={field}>
            <th>{RESULT_FIELD_NAMES[field]}</th>
            <td>{value(field)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
