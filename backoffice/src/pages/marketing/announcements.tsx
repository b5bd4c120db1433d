import type { OperatorAnnouncement } from '../../../../src/contract/marketing'
import { fetchAnnouncements, saveAnnouncement } from '../../api'
import { type FieldSpec, type FormValues, MarketingEditor, numberOrNull, text } from './editor'

const TYPES = [
  { value: '1', label: 'ประกาศสำคัญ (หน้าต่างแจ้งเตือน)' },
  { value: '2', label: 'ข่าวทั่วไป' },
] as const

const FIELDS: readonly FieldSpec[] = [
  { name: 'title', label: 'หัวข้อ', kind: 'text', required: true },
  { name: 'type', label: 'ประเภท', kind: 'select', options: TYPES },
  { name: 'image', label: 'รูปภาพ (ลิงก์)', kind: 'text', hint: 'เว้นว่าง = ไม่มีรูป' },
  { name: 'sort', label: 'ลำดับ', kind: 'number', hint: 'น้อยแสดงก่อน' },
  { name: 'enabled', label: 'เปิดใช้งาน', kind: 'checkbox' },
  { name: 'description', label: 'รายละเอียด', kind: 'textarea', required: true },
]

const empty = (): FormValues => ({
  title: '',
  type: '1',
  image: '',
  sort: '0',
  enabled: true,
  description: '',
})

const fromItem = (n: OperatorAnnouncement): FormValues => ({
  title: n.title,
  type: String(n.type === 1 ? 1 : 2),
  image: n.image ?? '',
  sort: String(n.sort),
  enabled: n.enabled,
  description: n.description,
})

const save = (f: FormValues, id: number | undefined) =>
  saveAnnouncement({
    ...(id === undefined ? {} : { announcement_id: id }),
    type: f.type === '1' ? 1 : 2,
    title: text(f.title),
    image: text(f.image) || null,
    description: text(f.description),
    sort: Math.trunc(numberOrNull(f.sort) ?? 0),
    enabled: f.enabled === true,
  })

/** Announcements: the important ones open the member site's ประกาศสำคัญ dialog. */
export function AnnouncementsPage() {
  return (
    <MarketingEditor<OperatorAnnouncement>
      title="ประกาศ"
      noun="ประกาศ"
      testId="bo-announcements"
      load={fetchAnnouncements}
      fields={FIELDS}
      empty={empty()}
      fromItem={fromItem}
      save={save}
      columns={[
        { label: 'หัวข้อ', cell: (n) => n.title },
        { label: 'ประเภท', cell: (n) => (n.type === 1 ? 'ประกาศสำคัญ' : 'ข่าวทั่วไป') },
        { label: 'ลำดับ', cell: (n) => n.sort },
      ]}
    />
  )
}
