import { Badge, Grid, HStack, Stack, Text } from '@chakra-ui/react'
import { type FormEvent, useState } from 'react'
import type { OperatorQuest, OperatorQuestSaveBody } from '../../../../src/contract/extras-operator'
import type { QuestKind } from '../../../../src/contract/quests'
import { formatBaht } from '../../../../src/lib/format'
import { fetchQuests, saveQuest } from '../../api'
import { firstMissing, ItemFields, numberOf, SelectField, TextField } from '../../components/desk-fields'
import { DeskMessage, useDeskData, useMayWrite } from '../../components/desk-state'
import { EditorCard } from '../../components/editor-card'
import { EditToggleButtons, ItemCard, SectionHeading } from '../../components/item-card'

type Period = OperatorQuest['period']
type RewardKind = OperatorQuest['reward_kind']

const PERIODS: { value: Period; label: string }[] = [
  { value: 'daily', label: 'รายวัน' },
  { value: 'weekly', label: 'รายสัปดาห์ (จันทร์-อาทิตย์)' },
]
/** What each kind counts, and the unit of its target. */
const KINDS: { value: QuestKind; label: string; unit: string }[] = [
  { value: 'deposit', label: 'ยอดฝากรวม', unit: 'บาท' },
  { value: 'bet_total', label: 'ยอดเดิมพันรวม', unit: 'บาท' },
  { value: 'lotto_count', label: 'จำนวนครั้งที่แทงหวย', unit: 'ครั้ง' },
  { value: 'distinct_games', label: 'จำนวนเกมที่เล่นไม่ซ้ำ', unit: 'เกม' },
  { value: 'login_streak', label: 'เข้าสู่ระบบติดต่อกัน', unit: 'วัน' },
]
const REWARDS: { value: RewardKind; label: string }[] = [
  { value: 'points', label: 'พอยท์' },
  { value: 'credit', label: 'เครดิตเข้ากระเป๋าโบนัส (บาท)' },
]
const kindOf = (kind: QuestKind) => KINDS.find((k) => k.value === kind) ?? KINDS[0]

interface Form {
  quest_id?: number
  title: string
  description: string
  period: Period
  kind: QuestKind
  target: string
  reward_kind: RewardKind
  reward: string
  turnover: string
  sort: string
  enabled: boolean
  /** Claimed already: period and kind stay (the server refuses a change too). */
  claimed: boolean
}
const EMPTY: Form = {
  title: '',
  description: '',
  period: 'daily',
  kind: 'deposit',
  target: '',
  reward_kind: 'points',
  reward: '',
  turnover: '0',
  sort: '0',
  enabled: true,
  claimed: false,
}
const formOf = (q: OperatorQuest): Form => ({
  quest_id: q.id,
  title: q.title,
  description: q.description,
  period: q.period,
  kind: q.kind,
  target: String(q.target),
  reward_kind: q.reward_kind,
  reward: String(q.reward),
  turnover: String(q.turnover_multiple),
  sort: String(q.sort),
  enabled: q.enabled,
  claimed: q.claims > 0,
})

const rewardText = (q: OperatorQuest) =>
  q.reward_kind === 'points'
    ? `${q.reward.toLocaleString('th-TH')} พอยท์`
    : `เครดิต ${formatBaht(q.reward)}${q.turnover_multiple > 0 ? ` (เทิร์น ${q.turnover_multiple} เท่า)` : ''}`

/** The quests: every one (turned off too) with its claims, adding, changing and turning one off. */
export function QuestsPage() {
  const { data, message, setMessage, busy, run } = useDeskData(fetchQuests)
  const mayWrite = useMayWrite(['marketing'])
  const [form, setForm] = useState<Form | null>(null)
  const set = (change: Partial<Form>) => setForm((f) => (f ? { ...f, ...change } : f))
  const edit = (next: Form) => {
    setForm(next)
    window.scrollTo({ top: 0 })
  }

  const bodyOf = (f: Form, change: Partial<OperatorQuestSaveBody> = {}): OperatorQuestSaveBody | string => {
    const target = numberOf(f.target)
    const reward = numberOf(f.reward)
    const turnover = f.reward_kind === 'credit' ? numberOf(f.turnover) : 0
    const missing = firstMissing([
      ['เป้าหมาย', target],
      ['รางวัล', reward],
      ['เทิร์นโอเวอร์', turnover],
      ['ลำดับ', numberOf(f.sort)],
    ])
    if (missing) return missing
    return {
      ...(f.quest_id === undefined ? {} : { quest_id: f.quest_id }),
      title: f.title.trim(),
      description: f.description.trim(),
      period: f.period,
      kind: f.kind,
      target,
      reward_kind: f.reward_kind,
      reward,
      turnover_multiple: turnover,
      sort: numberOf(f.sort),
      enabled: f.enabled,
      ...change,
    }
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!form) return
    const body = bodyOf(form)
    if (typeof body === 'string') return setMessage({ ok: false, text: body })
    if (await run(() => saveQuest(body), `บันทึกภารกิจ "${body.title}" แล้ว`)) setForm(null)
  }
  const toggle = (q: OperatorQuest) => {
    const body = bodyOf(formOf(q), { enabled: !q.enabled })
    if (typeof body === 'string') return
    void run(
      () => saveQuest(body),
      q.enabled ? `ปิดภารกิจ "${q.title}" แล้ว สมาชิกจะไม่เห็นภารกิจนี้` : `เปิดภารกิจ "${q.title}" แล้ว`,
    )
  }

  return (
    <Stack gap="3">
      <SectionHeading title="ภารกิจ" add={mayWrite && !form ? 'เพิ่มภารกิจ' : null} onAdd={() => edit(EMPTY)} />
      <DeskMessage message={message} />
      {form && (
        <EditorCard
          title={form.quest_id ? `แก้ไข "${form.title}"` : 'เพิ่มภารกิจ'}
          busy={busy}
          onSubmit={submit}
          onCancel={() => setForm(null)}
        >
          <TextField
            label="ชื่อภารกิจ"
            name="title"
            required
            value={form.title}
            onChange={(title) => set({ title })}
          />
          <SelectField
            label="รอบ"
            name="period"
            value={form.period}
            options={PERIODS}
            disabled={form.claimed}
            onChange={(period) => set({ period })}
            hint={form.claimed ? 'มีสมาชิกรับรางวัลแล้ว เปลี่ยนรอบไม่ได้' : undefined}
          />
          <SelectField
            label="นับจาก"
            name="kind"
            value={form.kind}
            options={KINDS}
            disabled={form.claimed}
            onChange={(kind) => set({ kind })}
            hint={form.claimed ? 'มีสมาชิกรับรางวัลแล้ว เปลี่ยนประเภทไม่ได้' : undefined}
          />
          <TextField
            label={`เป้าหมาย (${kindOf(form.kind).unit})`}
            name="target"
            type="number"
            step={kindOf(form.kind).unit === 'บาท' ? '0.01' : '1'}
            value={form.target}
            onChange={(target) => set({ target })}
          />
          <SelectField
            label="รางวัล"
            name="reward_kind"
            value={form.reward_kind}
            options={REWARDS}
            onChange={(reward_kind) => set({ reward_kind })}
          />
          <TextField
            label={form.reward_kind === 'points' ? 'จำนวนพอยท์' : 'จำนวนเครดิต (บาท)'}
            name="reward"
            type="number"
            step={form.reward_kind === 'points' ? '1' : '0.01'}
            value={form.reward}
            onChange={(reward) => set({ reward })}
          />
          {form.reward_kind === 'credit' && (
            <TextField
              label="เทิร์นโอเวอร์ (เท่า)"
              name="turnover"
              type="number"
              value={form.turnover}
              onChange={(turnover) => set({ turnover })}
            />
          )}
          <ItemFields value={form} onChange={set} enabledLabel="เปิดให้ทำ" />
        </EditorCard>
      )}
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="2" data-testid="bo-quests">
        {data?.map((q) => (
          <ItemCard
            key={q.id}
            title={q.title}
            off={!q.enabled}
            testId="bo-quest"
            badges={
              <HStack gap="1">
                <Badge colorPalette="blue">{q.period === 'daily' ? 'รายวัน' : 'รายสัปดาห์'}</Badge>
                <Badge colorPalette={q.enabled ? 'green' : 'gray'}>{q.enabled ? 'เปิดอยู่' : 'ปิดแล้ว'}</Badge>
              </HStack>
            }
          >
            <Text fontSize="sm">
              {kindOf(q.kind).label} {q.target.toLocaleString('th-TH')} {kindOf(q.kind).unit} · รางวัล{' '}
              {rewardText(q)}
            </Text>
            <Text fontSize="sm" color="gray.600">
              รับรางวัลแล้ว {q.period === 'daily' ? 'วันนี้' : 'สัปดาห์นี้'} {q.claims_now.toLocaleString('th-TH')} คน ·
              ทั้งหมด {q.claims.toLocaleString('th-TH')} ครั้ง
            </Text>
            {mayWrite && (
              <EditToggleButtons
                enabled={q.enabled}
                busy={busy}
                onEdit={() => edit(formOf(q))}
                onToggle={() => toggle(q)}
                pt="1"
              />
            )}
          </ItemCard>
        ))}
      </Grid>
      {data?.length === 0 && <Text color="gray.600">ยังไม่มีภารกิจ</Text>}
    </Stack>
  )
}
