import type { Quest } from '../../contract/quests'
import { formatBaht, formatNumber } from '../../lib/format'

/** Member-facing Thai texts of /member/creditfree (ภารกิจ). */
export const QUEST_TEXT = {
  title: 'ภารกิจ',
  daily: 'ภารกิจรายวัน',
  weekly: 'ภารกิจรายสัปดาห์',
  empty: 'ยังไม่มีภารกิจในตอนนี้',
  eventQuest: 'ภารกิจของกิจกรรมนี้',
  claim: 'รับรางวัล',
  claiming: 'กำลังรับรางวัล...',
  claimed: 'รับรางวัลแล้ว',
  notDone: 'ยังไม่สำเร็จ',
  loadFailed: 'โหลดภารกิจไม่สำเร็จ',
  reward: (q: Pick<Quest, 'reward_kind' | 'reward' | 'turnover_multiple'>) =>
    q.reward_kind === 'points'
      ? `รางวัล ${formatNumber(q.reward)} พอยท์`
      : // Credit goes to the bonus wallet (quests/service.ts): the member is told where.
        `รางวัลเครดิตฟรี ${formatBaht(q.reward)} เข้ากระเป๋าโบนัส${q.turnover_multiple > 0 ? ` (ทำเทิร์น ${q.turnover_multiple} เท่า)` : ''}`,
  progress: (q: Pick<Quest, 'kind' | 'progress' | 'target'>) =>
    q.kind === 'deposit' || q.kind === 'bet_total'
      ? `${formatBaht(q.progress)} / ${formatBaht(q.target)}`
      : `${q.progress} / ${q.target}`,
  claimedToast: (q: Quest) =>
    q.reward_kind === 'points'
      ? `รับรางวัลภารกิจ "${q.title}" สำเร็จ`
      : `รับรางวัลภารกิจ "${q.title}" สำเร็จ เครดิต ${formatBaht(q.reward)} เข้ากระเป๋าโบนัสแล้ว`,
  resets: 'เริ่มใหม่',
} as const
