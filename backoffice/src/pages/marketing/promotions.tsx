import type { OperatorPromotion } from '../../../../src/contract/marketing'
import { formatBaht } from '../../../../src/lib/format'
import { formatDateTime } from '../../../../src/lib/thai-date'
import { fetchPromotions, savePromotion } from '../../api'
import {
  type FieldSpec,
  type FormValues,
  fromInputTime,
  MarketingEditor,
  numberOrNull,
  text,
  toInputTime,
} from './editor'

const FIELDS: readonly FieldSpec[] = [
  { name: 'title', label: 'ชื่อโปรโมชั่น', kind: 'text', required: true },
  { name: 'image', label: 'รูปภาพ (ลิงก์)', kind: 'text', hint: '/images/... หรือ https://' },
  { name: 'bonus_percent', label: 'โบนัส (%)', kind: 'number', required: true },
  { name: 'min_deposit', label: 'ฝากขั้นต่ำ (บาท)', kind: 'number', required: true },
  { name: 'max_bonus', label: 'โบนัสสูงสุด (บาท)', kind: 'number', required: true },
  { name: 'turnover_multiple', label: 'เทิร์น (เท่า)', kind: 'number', hint: '(ฝาก + โบนัส) × จำนวนเท่า' },
  { name: 'max_withdraw', label: 'ถอนได้สูงสุด (บาท)', kind: 'number', hint: 'เว้นว่าง = ไม่จำกัด' },
  {
    name: 'frequency',
    label: 'รับได้',
    kind: 'select',
    options: [
      { value: 'once', label: 'ครั้งเดียว' },
      { value: 'daily', label: 'วันละครั้ง' },
    ],
  },
  { name: 'sort', label: 'ลำดับ', kind: 'number', hint: 'น้อยแสดงก่อน' },
  { name: 'starts_at', label: 'เริ่ม', kind: 'datetime', required: true },
  { name: 'ends_at', label: 'สิ้นสุด', kind: 'datetime', hint: 'เว้นว่าง = ไม่มีวันสิ้นสุด' },
  { name: 'first_deposit_only', label: 'เฉพาะฝากครั้งแรก', kind: 'checkbox' },
  { name: 'enabled', label: 'เปิดใช้งาน', kind: 'checkbox' },
  { name: 'description', label: 'รายละเอียด', kind: 'textarea' },
]

const empty = (): FormValues => ({
  title: '',
  image: '',
  bonus_percent: '',
  min_deposit: '100',
  max_bonus: '',
  turnover_multiple: '0',
  max_withdraw: '',
  frequency: 'once',
  sort: '0',
  starts_at: toInputTime(new Date().toISOString()),
  ends_at: '',
  first_deposit_only: false,
  enabled: true,
  description: '',
})

const fromItem = (p: OperatorPromotion): FormValues => ({
  title: p.title,
  image: p.image ?? '',
  bonus_percent: String(p.bonus_percent),
  min_deposit: String(p.min_deposit),
  max_bonus: String(p.max_bonus),
  turnover_multiple: String(p.turnover_multiple),
  max_withdraw: p.max_withdraw === null ? '' : String(p.max_withdraw),
  frequency: p.frequency,
  sort: String(p.sort),
  starts_at: toInputTime(p.starts_at),
  ends_at: toInputTime(p.ends_at),
  first_deposit_only: p.first_deposit_only,
  enabled: p.enabled,
  description: p.description,
})

const save = (f: FormValues, id: number | undefined) =>
  savePromotion({
    ...(id === undefined ? {} : { promotion_id: id }),
    title: text(f.title),
    description: text(f.description),
    image: text(f.image) || null,
    bonus_percent: numberOrNull(f.bonus_percent) ?? 0,
    min_deposit: numberOrNull(f.min_deposit) ?? 0,
    max_bonus: numberOrNull(f.max_bonus) ?? 0,
    frequency: f.frequency === 'daily' ? 'daily' : 'once',
    turnover_multiple: Math.trunc(numberOrNull(f.turnover_multiple) ?? 0),
    max_withdraw: numberOrNull(f.max_withdraw),
    first_deposit_only: f.first_deposit_only === true,
    starts_at: fromInputTime(text(f.starts_at)),
    ends_at: text(f.ends_at) ? fromInputTime(text(f.ends_at)) : null,
    enabled: f.enabled === true,
    sort: Math.trunc(numberOrNull(f.sort) ?? 0),
  })

const check = (f: FormValues) =>
  text(f.ends_at) && text(f.starts_at) && text(f.ends_at) <= text(f.starts_at) ? 'วันสิ้นสุดต้องอยู่หลังวันเริ่ม' : null

/** Deposit promotions: rate, limits, turnover, dates, how many members took each. */
export function PromotionsPage() {
  return (
    <MarketingEditor<OperatorPromotion>
      title="โปรโมชั่น"
      noun="โปรโมชั่น"
      testId="bo-promotions"
      load={fetchPromotions}
      fields={FIELDS}
      empty={empty()}
      fromItem={fromItem}
      save={save}
      check={check}
      columns={[
        { label: 'ชื่อ', cell: (p) => p.title },
        { label: 'โบนัส', cell: (p) => `${p.bonus_percent}% สูงสุด ${formatBaht(p.max_bonus)}` },
        { label: 'ฝากขั้นต่ำ', cell: (p) => formatBaht(p.min_deposit) },
        { label: 'เทิร์น', cell: (p) => `${p.turnover_multiple} เท่า` },
        { label: 'สิ้นสุด', cell: (p) => (p.ends_at ? formatDateTime(p.ends_at) : '-') },
        { label: 'รับแล้ว', cell: (p) => `${p.taken} คน` },
      ]}
    />
  )
}
