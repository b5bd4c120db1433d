import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { AppDialog } from '../../../components/ui/app-dialog'
import { buttonClass, ui } from '../../../components/ui/plain'
import { BET_TYPE_INFO, isBetType } from '../../../contract/lotto-rules'
import { errorMessage } from '../../../lib/api-errors'
import { formatBaht } from '../../../lib/format'
import { roundInfoQuery } from '../atoms'
import { formatRate } from '../format-rate'
import { LOTTO_TEXT } from '../texts'
import css from './slip.module.css'

type Tab = 'rules' | 'rates' | 'limits'
const TABS: { id: Tab; label: string }[] = [
  { id: 'rules', label: LOTTO_TEXT.rules },
  { id: 'rates', label: LOTTO_TEXT.roundRates },
  { id: 'limits', label: LOTTO_TEXT.limits },
]

const limitedText = (l: {
  kind: string
  rate: number | null
  cap: number | null
  remaining: number | null
}) =>
  l.kind === 'closed'
    ? 'ปิดรับเลขนี้'
    : l.kind === 'rate'
      ? formatRate(l.rate ?? 0)
      : `รับรวมไม่เกิน ${formatBaht(l.cap ?? 0)}${l.remaining !== null ? ` (เหลือ ${formatBaht(l.remaining)})` : ''}`

/** The round's rules (`lotto/rule`), rates with its เลขอั้น (`lotto/rate`) and limits (`lotto/limit`). */
export function RoundInfoDialog({ roundId, onClose }: { roundId: number; onClose: () => void }) {
  const [tab, setTab] = useState<Tab>('rules')
  const { data, error } = useAtomValue(roundInfoQuery(String(roundId)))
  return (
    <AppDialog open onClose={onClose} title={LOTTO_TEXT.roundInfo} width={480}>
      <div className={css.col3}>
        <div className={css.row} role="tablist">
          {TABS.map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              aria-selected={tab === t.id}
              className={buttonClass(tab === t.id ? 'solid' : 'outline', 'xs', css.tab)}
              onClick={() => setTab(t.id)}
            >
              {t.label}
            </button>
          ))}
        </div>
        {!data ? (
          <p className={error ? ui.error : ui.muted}>
            {error ? errorMessage(error) : LOTTO_TEXT.infoLoading}
          </p>
        ) : tab === 'rules' ? (
          <ul className={css.lines} role="tabpanel" aria-label={LOTTO_TEXT.rules}>
            {data.rule.rules.map((r) => (
              <li key={r} className={ui.small}>
                {r}
              </li>
            ))}
          </ul>
        ) : tab === 'rates' ? (
          <div className={css.infoRates} role="tabpanel" aria-label={LOTTO_TEXT.roundRates}>
            {data.rate.rates.map((r) => (
              <div key={r.bet_type} className={css.lineHead}>
                <p className={ui.text}>{r.name}</p>
                <p className={ui.strong}>{formatRate(r.rate)}</p>
              </div>
            ))}
            {data.rate.limited.length ? (
              <>
                <p className={css.limitedTitle}>{LOTTO_TEXT.limited}</p>
                {data.rate.limited.map((l) => (
                  <div key={`${l.bet_type}:${l.number}`} className={`${css.lineHead} ${ui.small}`}>
                    <p className={ui.text}>
                      {isBetType(l.bet_type) ? BET_TYPE_INFO[l.bet_type].name : l.bet_type} {l.number}
                    </p>
                    <p className={css.gold}>{limitedText(l)}</p>
                  </div>
                ))}
              </>
            ) : null}
          </div>
        ) : (
          <div className={css.infoLimits} role="tabpanel" aria-label={LOTTO_TEXT.limits}>
            {data.limit.limits.map((l) => (
              <div key={l.bet_type} className={css.lineWhat}>
                <p className={ui.strong}>{l.name}</p>
                <p className={ui.smallMuted}>
                  {LOTTO_TEXT.minMax(l.min_amount, l.max_amount)} · {LOTTO_TEXT.perNumber(l.max_per_number)}
                </p>
              </div>
            ))}
          </div>
        )}
      </div>
    </AppDialog>
  )
}
