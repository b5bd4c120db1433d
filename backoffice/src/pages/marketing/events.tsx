import type { OperatorEvent } from '../../../../src/contract/marketing'
import { fetchEvents, saveEvent } from '../../api'
import { type FieldSpec, type FormValues, MarketingEditor, numberOrNull, text } from './editor'

const TARGETS = [
  { value: 'none', label: 'รูปภาพอย่างเดียว' },
  { value: 'poll', label: 'โพล' },
  { value: 'quest', label: 'ภารกิจ' },
  { value: 'link', label: 'หน้าเว็บ' },
] as const

const FIELDS: readonly FieldSpec[] = [
  { name: 'title', label: 'ชื่อกิจกรรม', kind: 'text', required: true },
  { name: 'image', label: 'รูปภาพ (ลิงก์)', kind: 'text', required: true, hint: '/images/... หรือ https://' },
  { name: 'target', label: 'กดแล้วเปิด', kind: 'select', options: TARGETS },
  { name: 'poll_id', label: 'รหัสโพล', kind: 'number', required: true, when: (f) => f.target === 'poll' },
  { name: 'quest_id', label: 'รหัสภารกิจ', kind: 'number', required: true, when: (f) => f.target === 'quest' },
  {
    name: 'link',
    label: 'หน้าเว็บ',
    kind: 'text',
    required: true,
    hint: 'เช่น /member/wheel',
    when: (f) => f.target === 'link',
  },
  { name: 'sort', label: 'ลำดับ', kind: 'number', hint: 'น้อยแสดงก่อน' },
  { name: 'enabled', label: 'เปิดใช้งาน', kind: 'checkbox' },
]

const empty = (): FormValues => ({
  title: '',
  image: '',
  target: 'none',
  poll_id: '',
  quest_id: '',
  link: '',
  sort: '0',
  enabled: true,
})

const fromItem = (e: OperatorEvent): FormValues => ({
  title: e.title,
  image: e.image,
  target: e.poll_id !== null ? 'poll' : e.quest_id !== null ? 'quest' : e.link !== null ? 'link' : 'none',
  poll_id: e.poll_id === null ? '' : String(e.poll_id),
  quest_id: e.quest_id === null ? '' : String(e.quest_id),
  link: e.link ?? '',
  sort: String(e.sort),
  enabled: e.enabled,
})

const save = (f: FormValues, id: number | undefined) =>
  saveEvent({
    ...(id === undefined ? {} : { event_id: id }),
    title: text(f.title),
    image: text(f.image),
    poll_id: f.target === 'poll' ? numberOrNull(f.poll_id) : null,
    quest_id: f.target === 'quest' ? numberOrNull(f.quest_id) : null,
    link: f.target === 'link' ? text(f.link) || null : null,
    sort: Math.trunc(numberOrNull(f.sort) ?? 0),
    enabled: f.enabled === true,
  })

const opens = (e: OperatorEvent) =>
  e.poll_id !== null
    ? `โพล #${e.poll_id}`
    : e.quest_id !== null
      ? `ภารกิจ #${e.quest_id}`
      : (e.link ?? 'รูปภาพอย่างเดียว')

/** The member site's event dialog: each image and what it opens. */
export function EventsPage() {
  return (
    <MarketingEditor<OperatorEvent>
      title="กิจกรรม"
      noun="กิจกรรม"
      testId="bo-events"
      load={fetchEvents}
      fields={FIELDS}
      empty={empty()}
      fromItem={fromItem}
      save={save}
      columns={[
        { label: 'ชื่อ', cell: (e) => e.title },
        { label: 'กดแล้วเปิด', cell: opens },
        { label: 'ลำดับ', cell: (e) => e.sort },
      ]}
    />
  )
}
