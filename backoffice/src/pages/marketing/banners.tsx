import type { OperatorBanner } from '../../../../src/contract/marketing'
import { fetchBanners, saveBanner } from '../../api'
import { type FieldSpec, type FormValues, MarketingEditor, numberOrNull, text } from './editor'

const AUDIENCES = [
  { value: 'all', label: 'ทุกคน' },
  { value: 'visitor', label: 'ผู้ที่ยังไม่เป็นสมาชิก' },
  { value: 'member', label: 'สมาชิก' },
] as const

const FIELDS: readonly FieldSpec[] = [
  { name: 'title', label: 'หัวข้อ', kind: 'text', required: true },
  { name: 'image', label: 'รูปภาพ (ลิงก์)', kind: 'text', required: true, hint: '/images/... หรือ https://' },
  { name: 'link', label: 'ลิงก์เมื่อกด', kind: 'text', hint: 'เช่น /promotion เว้นว่าง = ไม่มี' },
  { name: 'audience', label: 'แสดงกับ', kind: 'select', options: AUDIENCES },
  { name: 'promotion_id', label: 'รหัสโปรโมชั่นที่เสนอ', kind: 'number', hint: 'ซ่อนจากสมาชิกที่รับไม่ได้แล้ว' },
  { name: 'sort', label: 'ลำดับ', kind: 'number', hint: 'น้อยแสดงก่อน' },
  { name: 'enabled', label: 'เปิดใช้งาน', kind: 'checkbox' },
]

const empty = (): FormValues => ({
  title: '',
  image: '',
  link: '',
  audience: 'all',
  promotion_id: '',
  sort: '0',
  enabled: true,
})

const fromItem = (b: OperatorBanner): FormValues => ({
  title: b.title,
  image: b.image,
  link: b.link ?? '',
  audience: b.audience,
  promotion_id: b.promotion_id === null ? '' : String(b.promotion_id),
  sort: String(b.sort),
  enabled: b.enabled,
})

const save = (f: FormValues, id: number | undefined) =>
  saveBanner({
    ...(id === undefined ? {} : { banner_id: id }),
    title: text(f.title),
    image: text(f.image),
    link: text(f.link) || null,
    audience: f.audience === 'visitor' ? 'visitor' : f.audience === 'member' ? 'member' : 'all',
    promotion_id: numberOrNull(f.promotion_id),
    sort: Math.trunc(numberOrNull(f.sort) ?? 0),
    enabled: f.enabled === true,
  })

/** The home page's banners. */
export function BannersPage() {
  return (
    <MarketingEditor<OperatorBanner>
      title="แบนเนอร์"
      noun="แบนเนอร์"
      testId="bo-banners"
      load={fetchBanners}
      fields={FIELDS}
      empty={empty()}
      fromItem={fromItem}
      save={save}
      columns={[
        { label: 'หัวข้อ', cell: (b) => b.title },
        { label: 'แสดงกับ', cell: (b) => AUDIENCES.find((a) => a.value === b.audience)?.label ?? b.audience },
        { label: 'ลิงก์', cell: (b) => b.link ?? '-' },
        { label: 'ลำดับ', cell: (b) => b.sort },
      ]}
    />
  )
}
