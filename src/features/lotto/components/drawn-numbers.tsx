import type { LottoResult } from '../../../contract/lotto'
import { RESULT_FIELD_NAMES } from '../../../contract/lotto-rules'
import css from './drawn-numbers.module.css'

const Cell = ({ label, value }: { label: string; value: string }) => (
  <div className={css.cell}>
    <p className={css.label}>{label}</p>
    <p className={css.value}>{value}</p>
  </div>
)

/**
 * A result's numbers: 3 ตัวบน and 2 ตัวล่าง always; the government's รางวัลที่ 1, เลขหน้า 3 ตัว and
 * เลขท้าย 3 ตัว when the result has them.
 */
export function DrawnNumbers({
  result,
}: {
  result: Pick<LottoResult, 'numbers' | 'detail' | 'category_code'>
}) {
  const { numbers, detail } = result
  return (
    <div className={css.numbers}>
      {result.category_code === 'gov' && detail.first ? (
        <Cell label={RESULT_FIELD_NAMES.first} value={detail.first} />
      ) : null}
      <Cell label={RESULT_FIELD_NAMES.top3} value={numbers.top3} />
      <Cell label={RESULT_FIELD_NAMES.bottom2} value={numbers.bottom2} />
      {numbers.front3.length ? <Cell label="3 ตัวหน้า" value={numbers.front3.join(' ')} /> : null}
      {numbers.back3.length ? <Cell label="3 ตัวล่าง" value={numbers.back3.join(' ')} /> : null}
    </div>
  )
}
